/**
 * Passwords refused at sign-up and reset because they top every leaked-password list (all at least
 * 8 characters: shorter ones fail the length rule anyway). Shared by the forms and the API.
 */
const COMMON_PASSWORDS = new Set([
  "12345678", "123456789", "1234567890", "12345678910", "123123123", "11111111", "111111111",
  "00000000", "000000000", "87654321", "987654321", "11223344", "12341234", "123456123", "147258369",
  "password", "password1", "password12", "password123", "password!", "passw0rd", "p@ssw0rd", "p@ssword",
  "qwertyui", "qwertyuiop", "qwerty123", "qwerty12", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx",
  "asdfghjk", "asdfghjkl", "zxcvbnm1", "iloveyou", "iloveyou1", "sunshine", "princess", "football",
  "baseball", "superman", "starwars", "whatever", "trustno1", "welcome1", "welcome123", "letmein1",
  "abcd1234", "abc12345", "abcdefgh", "aa123456", "admin123", "administrator", "changeme", "computer",
  "internet", "michelle", "jennifer", "corvette", "mercedes", "maverick", "jordan23", "liverpool",
  "chelsea1", "arsenal1", "samsung1", "master12", "shadow12", "dragon12", "monkey12", "mustang1",
  "charlie1", "password2", "hello123", "test1234", "testtest", "qazwsxedc", "1234qwer", "q1w2e3r4",
  "q1w2e3r4t5", "india123", "india@123", "bharat123", "krishna123", "ganesh123", "sairam123",
  "omsairam", "jaihind1", "cricket1", "sachin10", "mumbai123", "delhi123", "hyderabad", "bangalore",
  "asthiveda", "asthiveda123", "shopping", "shopping1", "ayurveda", "ayurveda1",
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
