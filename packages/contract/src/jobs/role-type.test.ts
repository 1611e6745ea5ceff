import { describe, expect, it } from 'vitest';
import { roleTypeFromTitle } from './role-type.ts';

describe('roleTypeFromTitle', () => {
  it.each([
    // The original rule: 'server', 'bartender' or 'cook', the first named winning, else other.
    ['Server', 'server'],
    ['Experienced SERVERS wanted', 'server'],
    ['Head Bartender', 'bartender'],
    ['Line Cook', 'cook'],
    ['Prep cook (mornings)', 'cook'],
    ['Server / Bartender', 'server'],
    ['Bartender & Line Cook', 'bartender'],
    ['Lead Bartender', 'bartender'],
    ['', 'other'],
    // Hosts.
    ['Host', 'host'],
    ['Hostess', 'host'],
    ['Door Host / Greeter', 'host'],
    ['Host-Server', 'host'],
    // Management, which wins over any other word.
    ['General Manager', 'management'],
    ['GM', 'management'],
    ['Assistant Manager', 'management'],
    ['Bar Manager', 'management'],
    ['Kitchen Manager', 'management'],
    ['Shift Supervisor', 'management'],
    ['Cafe Shift Lead', 'management'],
    ['Director of Operations', 'management'],
    // Every kitchen job under one role.
    ['Dishwasher', 'cook'],
    ['Dumpling Prep', 'cook'],
    ['Sous Chef', 'cook'],
    ['Executive Chef', 'cook'],
    ['Bread Baker', 'cook'],
    ['Pastry Assistant', 'cook'],
    ['Oyster Shucker', 'cook'],
    ['Kitchen Porter', 'cook'],
    // Support roles go with the team they work with.
    ['Barista', 'bartender'],
    ['Barback', 'bartender'],
    ['Busser', 'server'],
    ['Food Runner', 'server'],
    ['Waitress', 'server'],
    // Whole words only.
    ['Observer', 'other'],
    ['Ghost tour guide', 'other'],
    ['Draft Line Technician', 'other'],
    ['Front Desk Agent', 'other'],
  ])('%j is %s', (title, role) => {
    expect(roleTypeFromTitle(title)).toBe(role);
  });
});
