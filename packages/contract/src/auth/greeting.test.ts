import { describe, expect, it } from 'vitest';
import { displayName, greeting, hasGivenName, roleTagline } from './greeting.ts';

describe('dashboard greeting', () => {
  it('uses first and last name, else the phone in display format, else User', () => {
    expect(displayName({ profile: { first_name: 'Sam', last_name: 'Carter' }, phone: '+12075550103' })).toBe(
      'Sam Carter',
    );
    expect(displayName({ first_name: 'Sam', last_name: null, phone: '+1' })).toBe('Sam');
    expect(displayName({ profile: { first_name: ' ', last_name: null }, phone: '+12075550103' })).toBe(
      '(207) 555-0103',
    );
    expect(displayName({ phone: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });

  it('welcomes back people by name, and greets someone new as new, not by their phone number', () => {
    expect(greeting({ first_name: 'Sam', last_name: 'Carter', phone: '+12075550103' })).toBe(
      'Welcome back, Sam Carter!',
    );
    expect(greeting({ first_name: null, last_name: null, phone: '+12075550190' })).toBe('Welcome!');
    expect(greeting({ profile: { first_name: ' ', last_name: '' }, phone: '+12075550190' })).toBe('Welcome!');
    expect(hasGivenName({ first_name: null, last_name: 'Carter' })).toBe(true);
    expect(hasGivenName({ phone: '+12075550190' })).toBe(false);
  });

  it('has one tagline per role and a fallback', () => {
    expect(roleTagline('business_owner')).toBe(
      'Manage your business and find the right talent for your team.',
    );
    expect(roleTagline('worker')).toBe('Discover new opportunities and connect with local businesses.');
    expect(roleTagline('admin')).toBe('Monitor platform activity and manage users and businesses.');
    expect(roleTagline('super_admin')).toBe('Monitor platform activity and manage users and businesses.');
    expect(roleTagline(null)).toBe('Explore opportunities and connect with your professional network.');
  });
});
