/** `abcabcab` → `abc`: a secret made of one piece repeated is only as strong as the piece. */
function shortestRepeatingUnit(characters: string[]): string[] {
  for (let period = 1; period < characters.length; period++) {
    if (characters.every((character, index) => character === characters[index % period])) {
      return characters.slice(0, period);
    }
  }
  return characters;
}

/**
 * How guessable a signing secret is, estimated as its length times the Shannon entropy of its
 * characters (a piece repeated counts once). Length alone let 32 × 'a' through; a random secret of 32+ bytes in hex or base64
 * scores 128 bits or far more, while repeated or patterned text scores little.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = shortestRepeatingUnit([...secret]);
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  const length = characters.length;
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * length;
}

/** The least estimated strength a JWT secret needs (HS256 wants a 256-bit key; 128 bits of it is the floor). */
export const MIN_SECRET_ENTROPY_BITS = 128;
