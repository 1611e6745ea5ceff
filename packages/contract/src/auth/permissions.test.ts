import { describe, expect, it } from 'vitest';
import {
  displayRole,
  effectiveRole,
  hasAllPermissions,
  hasPermission,
  PERMISSIONS,
  permissionsFor,
  roleDisplayName,
} from './permissions.ts';

describe('roles and permissions', () => {
  it('gives workers exactly view:businesses, create:business, view:jobs and apply:jobs', () => {
    expect([...permissionsFor('worker')].sort()).toEqual([
      'apply:jobs',
      'create:business',
      'view:businesses',
      'view:jobs',
    ]);
  });

  it('gives admins the worker set plus create, edit-own, every admin:* and moderate:content', () => {
    expect([...permissionsFor('admin')].sort()).toEqual([
      'admin:analytics',
      'admin:businesses',
      'admin:jobs',
      'admin:users',
      'apply:jobs',
      'create:business',
      'create:job',
      'edit:own_business',
      'moderate:content',
      'view:businesses',
      'view:jobs',
    ]);
  });

  it('gives super_admin every permission and no user none', () => {
    expect(permissionsFor('super_admin')).toEqual(PERMISSIONS);
    expect(permissionsFor(null)).toEqual([]);
  });

  it('decides the effective role by what the person does, whatever role is stored', () => {
    expect(effectiveRole({ is_admin: true, role: 'worker' })).toBe('admin');
    expect(effectiveRole({ is_admin: true, manages_businesses: true })).toBe('admin');
    expect(effectiveRole({ is_admin: false, role: 'super_admin' })).toBe('worker');
    expect(effectiveRole({ is_admin: false, role: 'business_owner' })).toBe('worker');
    expect(effectiveRole({ is_admin: false, role: 'worker', manages_businesses: true })).toBe(
      'business_owner',
    );
    expect(effectiveRole({ is_admin: false, manages_businesses: false })).toBe('worker');
    expect(effectiveRole(null)).toBeNull();
  });

  it('lets owners and managers post jobs, and nothing an admin alone may do', () => {
    const owner = { is_admin: false, manages_businesses: true };
    expect(hasAllPermissions(owner, ['create:job', 'edit:own_business', 'view:jobs'])).toBe(true);
    expect(hasPermission(owner, 'admin:users')).toBe(false);
    expect(hasPermission({ is_admin: false, role: 'business_owner' }, 'create:job')).toBe(false);
  });

  it('checks single and combined permissions against the effective role', () => {
    const worker = { is_admin: false };
    const admin = { is_admin: true };
    expect(hasPermission(worker, 'view:jobs')).toBe(true);
    expect(hasPermission(worker, 'create:job')).toBe(false);
    expect(hasPermission(admin, 'create:job')).toBe(true);
    expect(hasPermission(undefined, 'view:jobs')).toBe(false);
    expect(hasAllPermissions(admin, ['admin:users', 'moderate:content'])).toBe(true);
    expect(hasAllPermissions(worker, ['view:jobs', 'create:job'])).toBe(false);
    expect(hasAllPermissions(worker, [])).toBe(true);
  });

  it('shows the role a person acts in, and never a role they do not hold', () => {
    expect(displayRole({ is_admin: true, profile: { role: 'worker' } })).toBe('admin');
    expect(displayRole({ is_admin: true, profile: { role: 'super_admin' } })).toBe('super_admin');
    expect(displayRole({ is_admin: false, profile: { role: 'admin' } })).toBe('worker');
    expect(displayRole({ is_admin: false, role: 'business_owner' })).toBe('worker');
    expect(displayRole({ is_admin: false, role: 'worker', manages_businesses: true })).toBe('business_owner');
    expect(displayRole(null)).toBeNull();
  });

  it('names each role as the product does', () => {
    expect(roleDisplayName('worker')).toBe('Worker');
    expect(roleDisplayName('business_owner')).toBe('Business Owner');
    expect(roleDisplayName('admin')).toBe('Admin');
    expect(roleDisplayName('super_admin')).toBe('Super Admin');
  });
});
