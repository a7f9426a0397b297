import { LOW_STOCK_THRESHOLD, type StockState } from '@/contract';

export function stockState(stock: number, comingSoon: boolean): StockState {
  if (comingSoon) return 'coming_soon';
  if (stock <= 0) return 'out_of_stock';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

/** In stock if any variant is, else low, else coming soon, else out of stock. */
export function aggregateStockState(states: StockState[]): StockState {
  for (const state of ['in_stock', 'low_stock', 'coming_soon'] as const) {
    if (states.includes(state)) return state;
  }
  return 'out_of_stock';
}
