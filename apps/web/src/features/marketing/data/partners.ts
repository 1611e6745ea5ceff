/** The partner logo grid on the owner-facing page: seven venues, shown as name marks. */
export const PARTNER_BUSINESSES: readonly { name: string; initials: string }[] = [
  { name: 'Harbor Oyster Bar', initials: 'HO' },
  { name: 'Old Port Pizza Co.', initials: 'OP' },
  { name: 'Munjoy Hill Coffee', initials: 'MH' },
  { name: 'East End Taqueria', initials: 'EE' },
  { name: 'Fore Street Brewing', initials: 'FS' },
  { name: 'Casco Bay Noodle House', initials: 'CB' },
  { name: 'West End Bakery', initials: 'WE' },
];
