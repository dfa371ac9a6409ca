/**
 * An invoice's total in words, the Indian way (lakh, crore): "Rupees One Thousand Three Hundred
 * Seventy and Fifty Paise Only". The number words come from `to-words` (maintained, with an
 * en-IN locale that groups by lakh and crore); the sentence around them is ours.
 */
import { ToWords } from "to-words/en-IN";

const numberWords = new ToWords();

export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`Cannot write ${paise} paise in words`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeePart = `Rupees ${numberWords.convert(rupees)}`;
  if (rest === 0) return `${rupeePart} Only`;
  const paisePart = `${numberWords.convert(rest)} ${rest === 1 ? "Paisa" : "Paise"}`;
  return rupees === 0 ? `${paisePart} Only` : `${rupeePart} and ${paisePart} Only`;
}
