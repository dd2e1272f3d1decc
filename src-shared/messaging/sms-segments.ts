// How many SMS a text costs: GSM-7 text fits 160 characters in one message (153 per part when
// split); a text with any other character is sent as UCS-2, 70 (67 per part).
const GSM7 =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters that take two septets (an escape and the character). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export function smsSegments(text: string): number {
  if (text.length === 0) return 0;
  let septets = 0;
  for (const ch of text) {
    if (GSM7.includes(ch)) septets += 1;
    else if (GSM7_EXTENDED.includes(ch)) septets += 2;
    else {
      const units = [...text].reduce((n, c) => n + ((c.codePointAt(0) ?? 0) > 0xffff ? 2 : 1), 0);
      return units <= 70 ? 1 : Math.ceil(units / 67);
    }
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}
