/**
 * The PromptPay QR payload: EMVCo merchant-presented QR (EMV QRCPS-MPM 1.1) as profiled by the
 * Bank of Thailand's Thai QR Code standard. The API builds it, the storefront renders it; the
 * codec lives here so that both sides (and the tests) read the same format.
 *
 * A payload is a run of TLV fields: a two-digit id, a two-digit length, the value. Template
 * fields (26–51, 62) hold TLV fields themselves. The last field is the CRC (id 63, length 04):
 * CRC-16/CCITT-FALSE over everything before its value, "6304" included, as four upper-case hex digits.
 */

/** Application id of PromptPay bill payment (tag 30): the merchant's biller id plus references. */
export const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';
/** ISO 4217 numeric code of the Thai baht. */
export const THB_NUMERIC = '764';

export const EMV_TAGS = {
  payloadFormat: '00',
  initiationMethod: '01',
  promptPayBillPayment: '30',
  currency: '53',
  amount: '54',
  countryCode: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;

/** Initiation method: 11 static (reusable), 12 dynamic (one payment, amount fixed). */
export const DYNAMIC_QR = '12';

export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`Invalid EMV tag ${id}`);
  if (value.length > 99) throw new Error(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Appends the CRC field to a payload that ends just before it. */
export function withCrc(body: string): string {
  const head = `${body}${EMV_TAGS.crc}04`;
  return `${head}${crc16(head)}`;
}

export interface TlvField {
  id: string;
  value: string;
}

/** Splits a TLV run into its fields; throws on a malformed run. */
export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4)) || at + 4 + length > text.length) {
      throw new Error(`Malformed EMV field at ${at}`);
    }
    fields.push({ id, value: text.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** True when the payload ends with a CRC field that matches the rest. */
export function hasValidCrc(payload: string): boolean {
  const crcField = payload.slice(-8);
  if (!/^6304[0-9A-F]{4}$/.test(crcField)) return false;
  return crc16(payload.slice(0, -4)) === crcField.slice(4);
}

/**
 * A Thai tax id (13 digits) has a check digit: (11 − Σ dᵢ·(14 − i) mod 11) mod 10 over the first 12.
 * A PromptPay biller id is a tax id followed by a two-digit suffix.
 */
export function isThaiTaxId(id: string): boolean {
  if (!/^\d{13}$/.test(id)) return false;
  const sum = [...id.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (13 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

export function isPromptPayBillerId(id: string): boolean {
  return /^\d{15}$/.test(id) && isThaiTaxId(id.slice(0, 13));
}

/** Bill-payment references: upper-case letters and digits, at most 20 characters. */
export function toReference(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 20);
}

export interface PromptPayBill {
  /** 15 digits: the merchant's tax id and a suffix (see isPromptPayBillerId). */
  billerId: string;
  /** Reference 1, shown to the payer and returned by the bank with the payment: the order number. */
  reference1: string;
  /** Reference 2: the payment attempt on that order. */
  reference2: string;
  /** Amount in satang (minor units of THB). */
  amountMinor: number;
  merchantName: string;
  merchantCity: string;
}

/** A dynamic PromptPay bill-payment payload for one payment of a fixed amount. */
export function promptPayBillPayload(bill: PromptPayBill): string {
  if (!isPromptPayBillerId(bill.billerId)) throw new Error('Invalid PromptPay biller id');
  if (!Number.isInteger(bill.amountMinor) || bill.amountMinor <= 0) throw new Error('Invalid amount');
  const merchant =
    tlv('00', PROMPTPAY_BILL_PAYMENT_AID) + tlv('01', bill.billerId) + tlv('02', toReference(bill.reference1));
  const ref2 = toReference(bill.reference2);
  return withCrc(
    [
      tlv(EMV_TAGS.payloadFormat, '01'),
      tlv(EMV_TAGS.initiationMethod, DYNAMIC_QR),
      tlv(EMV_TAGS.promptPayBillPayment, ref2 ? merchant + tlv('03', ref2) : merchant),
      tlv(EMV_TAGS.currency, THB_NUMERIC),
      tlv(EMV_TAGS.amount, (bill.amountMinor / 100).toFixed(2)),
      tlv(EMV_TAGS.countryCode, 'TH'),
      tlv(EMV_TAGS.merchantName, bill.merchantName.slice(0, 25)),
      tlv(EMV_TAGS.merchantCity, bill.merchantCity.slice(0, 15)),
      // Reference label (05) in the additional data template: what the payer's app shows as the bill.
      tlv(EMV_TAGS.additionalData, tlv('05', toReference(`${bill.reference1}${bill.reference2}`))),
    ].join(''),
  );
}
