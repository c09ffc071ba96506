/** What the dealer reads of a lead's ADF document in the workspace. */
import { XMLParser } from 'fast-xml-parser';

/** The customer's comments of an ADF document: the shopper's words and what the lead says of the deal. */
export function adfComments(document: string): string {
  const parsed = new XMLParser({ parseTagValue: false }).parse(document) as {
    adf?: { prospect?: { customer?: { comments?: unknown }; vehicle?: unknown } };
  };
  const prospect = parsed.adf?.prospect;
  const vehicles = Array.isArray(prospect?.vehicle) ? prospect.vehicle : [prospect?.vehicle];
  const lines = [
    prospect?.customer?.comments,
    ...vehicles.map((x) => (x as { comments?: unknown } | undefined)?.comments),
  ];
  return lines.filter((l): l is string => typeof l === 'string' && l !== '').join('\n');
}
