/**
 * What signing online sends through the MessageSender: the code, in the
 * shopper's language, saying what it is for; the shopper's copy of the signed contract's figures;
 * the dealer's notice that a contract waits for review. Bodies may carry a code: never log them.
 */
import type { Contract } from '../../../../src/contract/contracting.ts';
import { dollars, formatDate } from '../../../../src/contract/format.ts';
import { CODE_TTL_MS } from '../../domain/mfa/engine.ts';

export type Message = { subject: string | null; body: string };

export const vehicleName = (v: Contract['vehicle']): string => `${v.year} ${v.make} ${v.model} ${v.trim}`;

/** The code to sign: names the dealer and the vehicle, so a code nobody asked for stands out. */
export function signingCodeMessage(o: {
  channel: 'SMS' | 'EMAIL';
  locale: 'en' | 'es';
  code: string;
  firstName: string;
  dealer: string;
  vehicle: string;
}): Message {
  const minutes = CODE_TTL_MS / 60_000;
  if (o.locale === 'es') {
    const line =
      `${o.code} es su código para firmar en línea su contrato del ${o.vehicle} con ${o.dealer}. ` +
      `Vence en ${minutes} minutos. No lo comparta: ${o.dealer} nunca se lo pedirá.`;
    if (o.channel === 'SMS') return { subject: null, body: line };
    return {
      subject: 'Su código para firmar su contrato',
      body: `Hola, ${o.firstName}:\n\n${line}\n\nSi no está firmando un contrato, ignore este correo.`,
    };
  }
  const line =
    `${o.code} is your code to sign your contract for the ${o.vehicle} with ${o.dealer} online. ` +
    `It expires in ${minutes} minutes. Do not share it: ${o.dealer} will never ask you for it.`;
  if (o.channel === 'SMS') return { subject: null, body: line };
  return {
    subject: 'Your code to sign your contract',
    body: `Hello ${o.firstName},\n\n${line}\n\nIf you are not signing a contract, you can ignore this email.`,
  };
}

/** The figures a message repeats: the payment, its term and rate, and the total (the contract has every line). */
function keyFigures(contract: Contract, locale: 'en' | 'es'): string[] {
  const q = contract.quote;
  const es = locale === 'es';
  const lines = [
    `${es ? 'Pago mensual' : 'Monthly payment'}: ${dollars(q.monthlyPayment, 2)}`,
    `${es ? 'Plazo' : 'Term'}: ${q.term} ${es ? 'meses' : 'months'}`,
    `${es ? 'Tasa (APR)' : 'Rate (APR)'}: ${q.apr.toFixed(2)}%`,
  ];
  if (q.lease) {
    lines.push(`${es ? 'A pagar al firmar' : 'Due at signing'}: ${dollars(q.dueAtSigning, 2)}`);
    lines.push(`${es ? 'Millas por año' : 'Miles per year'}: ${q.mileageAllowed}`);
  } else {
    lines.push(`${es ? 'Monto financiado' : 'Amount financed'}: ${dollars(q.amountFinanced, 2)}`);
  }
  lines.push(`${es ? 'Total de pagos' : 'Total of payments'}: ${dollars(q.totalOfPayments, 2)}`);
  return lines;
}

/** The shopper's copy: what they signed, when, and that the dealer reviews it next. */
export function signedCopyMessage(o: {
  locale: 'en' | 'es';
  contract: Contract;
  contractId: string;
  signatureName: string;
  signedAt: string;
}): Message {
  const { contract } = o;
  const date = formatDate(o.signedAt.slice(0, 10));
  const vehicle = vehicleName(contract.vehicle);
  const dealer = contract.dealer.name;
  if (o.locale === 'es') {
    return {
      subject: `Su contrato firmado del ${vehicle}`,
      body: [
        `Hola, ${contract.buyer.firstName}:`,
        '',
        `Firmó en línea su contrato del ${vehicle} con ${dealer} el ${date}, como ${o.signatureName}.`,
        ...keyFigures(contract, 'es'),
        `Contrato: ${o.contractId}`,
        '',
        `${dealer} revisa su contrato y se comunicará con usted. Lleve su licencia de conducir y su comprobante de seguro.`,
        `Puede pedir una copia en papel a ${dealer} en cualquier momento, sin costo.`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your signed contract for the ${vehicle}`,
    body: [
      `Hello ${contract.buyer.firstName},`,
      '',
      `You signed your contract for the ${vehicle} with ${dealer} online on ${date}, as ${o.signatureName}.`,
      ...keyFigures(contract, 'en'),
      `Contract: ${o.contractId}`,
      '',
      `${dealer} reviews your contract and will contact you. Bring your driver's license and proof of insurance.`,
      `You can ask ${dealer} for a paper copy at any time, at no cost.`,
    ].join('\n'),
  };
}

/** The dealer's notice: a contract signed online waits for their review. */
export function dealerSignedNotice(o: {
  contract: Contract;
  contractId: string;
  signatureName: string;
  signedAt: string;
}): Message {
  const { contract } = o;
  const v = contract.vehicle;
  return {
    subject: 'A shopper signed a contract online',
    body: [
      `Buyer: ${contract.buyer.firstName} ${contract.buyer.lastName} (signed as ${o.signatureName})`,
      `Vehicle: ${vehicleName(v)}, VIN ${v.vin}, stock ${v.stockNumber}`,
      `${contract.quote.lease ? 'Lease' : 'Finance'} with ${contract.quote.financier.name}`,
      ...keyFigures(contract, 'en'),
      contract.trade ? `Trade-in: ${contract.trade.vehicleName}` : null,
      `Signed: ${o.signedAt}`,
      `\nContract: ${o.contractId}`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
  };
}
