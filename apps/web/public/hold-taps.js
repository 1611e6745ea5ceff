// Taps on a server-rendered page before the app has taken it over (its scripts load at low
// priority, decision 049) would be lost: a control marked `data-hold-tap` (with an id) has its
// click or change held here instead, and the app replays it once it has hydrated
// (src/lib/held-taps.ts). A plain script file: the CSP allows no inline script.
(() => {
  const held = [];
  const hold = (event) => {
    if (window.__heldTaps !== held) return;
    const target = event.target instanceof Element ? event.target.closest('[data-hold-tap][id]') : null;
    if (!target) return;
    // Held for the app alone: it must not also see it if it is starting up right now.
    event.stopPropagation();
    if (event.type === 'click') event.preventDefault();
    held.push({ id: target.id, type: event.type });
  };
  window.__heldTaps = held;
  document.addEventListener('click', hold, true);
  document.addEventListener('change', hold, true);
})();
