import { API_PORT, HOST } from './config.mjs';

/** The pages to measure (BENCH_PAGES picks some), and the first page of the catalogue for the shoppers' bags. */
export async function benchPages() {
  const products = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/products?perPage=10`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  const slug = products.data[0].slug;
  const brands = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/brands`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  const brand = brands.data[0].slug;
  const activities = await (
    await fetch(`http://${HOST}:${API_PORT}/api/web/v1/happening/services/activities?perPage=50`, {
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
    })
  ).json();
  // A bookable class: the activity page with its booking flow, not the get-the-app prompt.
  const activity = activities.data.find((a) => a.kind === 'class' && !a.appOnly) ?? activities.data[0];
  const activitySegment = { service: 'services', class: 'classes', event: 'events' }[activity.kind] ?? 'services';
  const allPages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/categories/makeup/lips' },
    // A listing state: served from the cache per normalised query, like the listing itself.
    { name: 'filtered', path: `/categories/makeup?brands=${brand}&sort=newest` },
    { name: 'product', path: `/products/${slug}` },
    { name: 'brand', path: `/brands/${brand}` },
    { name: 'search', path: '/search?q=lip' },
    // A guest's bag with three lines, a promo and a sample.
    { name: 'bag', path: '/cart', guestBag: true },
    // A first visit to the bag: no device id yet, the empty bag in the server's HTML.
    { name: 'bag-empty', path: '/cart' },
    // The pages a member sees alone (the demo Gold member, a fresh session for each page).
    { name: 'bag-member', path: '/cart', member: true },
    { name: 'checkout', path: '/checkout', member: true },
    { name: 'account', path: '/account', member: true },
    { name: 'points', path: '/account/points', member: true },
    { name: 'orders', path: '/orders', member: true },
    { name: 'order', path: '/orders/{order}', member: true },
    { name: 'wishlist', path: '/wishlist', member: true },
    { name: 'bookings', path: '/account/bookings', member: true },
    { name: 'rewards', path: '/rewards' },
    { name: 'stores', path: '/store-locations' },
    { name: 'hub', path: '/happening' },
    { name: 'happening', path: '/happening/services' },
    { name: 'activity', path: `/happening/${activitySegment}/${activity.id}` },
  ];
  // BENCH_PAGES=home,rewards measures only those pages.
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;
  return { pages, products };
}
