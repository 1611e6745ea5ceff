/**
 * Whether a work-history company is one of the person's verified employers (docs/product.md,
 * "Verified membership"): names compare without case or surrounding spaces.
 */
export function isVerifiedEmployer(companyName: string, verifiedEmployers: readonly string[]): boolean {
  const wanted = companyName.trim().toLowerCase();
  return verifiedEmployers.some((name) => name.trim().toLowerCase() === wanted);
}
