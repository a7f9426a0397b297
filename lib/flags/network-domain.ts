import { COUNTRIES, type CountryCode } from '@/lib/site';

/** In production each country's flags go through its own network domain (a subdomain of the store). */
export function kameleoonNetworkDomain(country: CountryCode): string {
  return `kameleoon.${COUNTRIES[country].domain}`;
}
