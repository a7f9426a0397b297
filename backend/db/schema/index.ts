export * from './auth';
export * from './catalogue';
export * from './lists';
export * from './commerce';
export * from './newsletter';
export * from './bookings';
export * from './loyalty';
export * from './profile';
