import { milesFromMeters, type TBusinessSummary, type TDirectoryBusiness } from '@perks/contract';
import type { DirectoryBusinessRow } from './directory.repository.ts';

// Raw subquery columns can arrive as text on some drivers; the API always answers numbers.
const num = (value: number | string | null): number | null => (value === null ? null : Number(value));
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toBusinessSummary(row: TBusinessSummary): TBusinessSummary {
  return {
    id: row.id,
    name: row.name,
    business_type: row.business_type,
    is_active: row.is_active,
    address: row.address,
  };
}

export function toDirectoryBusiness(row: DirectoryBusinessRow): TDirectoryBusiness {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    business_type: row.business_type,
    category: row.business_type,
    industry: row.industry,
    city: row.city,
    status: row.status,
    is_active: row.is_active,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website ?? row.website_url,
    logo_url: row.logo_url,
    hero_image_url: row.hero_image_url,
    primary_color: row.primary_color,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    employee_count: num(row.employee_count),
    active_job_count: Number(row.active_job_count),
    distance_miles: row.distance_m === null ? null : milesFromMeters(Number(row.distance_m)),
    owner_id: row.owner_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
