import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PROMPTPAY_BILLER_ID, parseEnv } from '@/backend/env';
import { promptPayPayload } from '@/backend/rules/payments';
import { QrCode } from '@/components/ui/qr-code';
import {
  crc16,
  hasValidCrc,
  isPromptPayBillerId,
  parseTlv,
  PROMPTPAY_BILL_PAYMENT_AID,
} from '@/contract/promptpay';

/** Rasterises the SVG the page renders and reads it back as a phone camera would. */
async function scan(svg: string): Promise<string> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(480, 480)
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  if (!found) throw new Error('no QR code found in the rendered image');
  return found.data;
}

function fields(payload: string): Map<string, string> {
  return new Map(parseTlv(payload).map((f) => [f.id, f.value]));
}

describe('CRC-16/CCITT-FALSE', () => {
  it('matches the standard check value', () => {
    expect(crc16('123456789')).toBe('29B1');
  });
});

describe('PromptPay QR', () => {
  const merchant = { billerId: '010555312345200', merchantName: 'HALCYON BEAUTY', merchantCity: 'BANGKOK' };

  it.each([
    ['HBTH00000001', 1, 123_450, '1234.50'],
    ['HBTH00000042', 3, 6_400, '64.00'],
    ['HBTH00001234', 2, 99, '0.99'],
  ])(
    'decodes %s attempt %i to a Thai QR bill payment with every tag and a valid CRC',
    async (number, attempt, minor, amount) => {
      const payload = promptPayPayload(number, attempt, minor, merchant);
      const decoded = await scan(renderToStaticMarkup(<QrCode value={payload} label="QR" />));
      expect(decoded).toBe(payload);

      const top = parseTlv(decoded);
      // The CRC is the last field, four upper-case hex digits over everything before its value.
      expect(top.at(-1)).toEqual({ id: '63', value: crc16(decoded.slice(0, -4)) });
      expect(hasValidCrc(decoded)).toBe(true);
      expect(top[0]).toEqual({ id: '00', value: '01' });

      const tags = fields(decoded);
      expect(tags.get('01')).toBe('12'); // dynamic: one payment of a fixed amount
      expect(tags.get('53')).toBe('764');
      expect(tags.get('54')).toBe(amount);
      expect(tags.get('58')).toBe('TH');
      expect(tags.get('59')).toBe('HALCYON BEAUTY');
      expect(tags.get('60')).toBe('BANGKOK');

      const bill = fields(tags.get('30') ?? '');
      expect(bill.get('00')).toBe(PROMPTPAY_BILL_PAYMENT_AID);
      expect(bill.get('01')).toBe(merchant.billerId);
      expect(bill.get('02')).toBe(number);
      expect(bill.get('03')).toBe(String(attempt));
      expect(fields(tags.get('62') ?? '').get('05')).toBe(`${number}${attempt}`);
    },
  );

  it('rejects a payload whose content was changed after the CRC', () => {
    const payload = promptPayPayload('HBTH00000001', 1, 123_450, merchant);
    expect(hasValidCrc(payload.replace('1234.50', '1234.51'))).toBe(false);
  });

  it('takes the merchant biller id from the configuration, with a valid demo default', () => {
    expect(isPromptPayBillerId(DEMO_PROMPTPAY_BILLER_ID)).toBe(true);
    expect(parseEnv({}).promptPay.billerId).toBe(DEMO_PROMPTPAY_BILLER_ID);
    const env = parseEnv({ PROMPTPAY_BILLER_ID: '099400016150600' });
    expect(fields(fields(promptPayPayload('HBTH00000001', 1, 100, env.promptPay)).get('30') ?? '').get('01')).toBe(
      '099400016150600',
    );
    expect(() => parseEnv({ PROMPTPAY_BILLER_ID: '000000000000000' })).toThrow(/PROMPTPAY_BILLER_ID/);
  });

  it('renders a labelled image with a quiet zone', () => {
    const svg = renderToStaticMarkup(<QrCode value="hello" label="PromptPay QR code for order 1" />);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="PromptPay QR code for order 1"');
    expect(svg).toContain('viewBox="0 0 29 29"');
  });
});
