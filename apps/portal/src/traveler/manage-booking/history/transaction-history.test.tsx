// The traveler's Transaction History table as rendered: a deposit reads by its type, its refund reads 'REFUND'.
import type { Payment } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TransactionHistoryTable } from './TransactionHistory.js';

const payment = (over: Partial<Payment>): Payment => ({
  _id: 'pay-1',
  type: 'credit-card',
  amount: 50_000,
  currency: 'USD',
  date: new Date('2026-11-10T12:00:00Z'),
  status: 'success',
  automatic: false,
  ...over,
});

/** Each body row's cells as text, in order. */
function rows(payments: Payment[]): string[][] {
  const html = renderToStaticMarkup(<TransactionHistoryTable payments={payments} />);
  const body = html.slice(html.indexOf('<tbody'));
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => (c[1] ?? '').replace(/<[^>]+>/g, '')),
  );
}

describe('Transaction History table', () => {
  it('[PAY-003] [MKT-015] a refund row reads REFUND beside its negative amount; the deposit it returns reads CREDIT CARD', () => {
    expect(
      rows([
        payment({ _id: 'refund', amount: -50_000, date: new Date('2027-01-01T09:00:00Z') }),
        payment({ _id: 'deposit' }),
      ]),
    ).toEqual([
      ['Jan 01, 2027', 'REFUND', 'success', '-$500.00'],
      ['Nov 10, 2026', 'CREDIT CARD', 'success', '$500.00'],
    ]);
  });
});
