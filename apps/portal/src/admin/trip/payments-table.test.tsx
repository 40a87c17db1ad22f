// The admin trip page's Payments ledger as rendered: a refund reads 'REFUND', a charge its type's label.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PaymentsTable } from './PaymentsTable.js';

const row = (id: string, amount: number) => ({
  id,
  orderId: 'CRV-1001',
  type: 'credit-card',
  status: 'success',
  amount,
  currency: 'USD',
  automatic: false,
  paidAt: '2026-11-10T12:00:00.000Z',
});

describe('admin Payments ledger', () => {
  it('[MKT-015] [PAY-003] the scheduler refund of a deposit reads REFUND, the deposit CREDIT CARD', () => {
    const html = renderToStaticMarkup(
      <PaymentsTable
        rows={[
          row('11111111-1111-4111-8111-111111111111', 50_000),
          row('22222222-2222-4222-8222-222222222222', -50_000),
        ]}
      />,
    );
    const cells = [...html.slice(html.indexOf('<tbody')).matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
      (r[1] ?? '').replace(/<[^>]+>/g, '|'),
    );
    expect(cells).toHaveLength(2);
    expect(cells[0]).toMatch(/CREDIT CARD\|[\s\S]*\$500\.00/);
    expect(cells[0]).not.toContain('REFUND');
    expect(cells[1]).toMatch(/REFUND\|[\s\S]*-\$500\.00/);
  });
});
