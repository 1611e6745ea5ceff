/** A point on the map, as the businesses table stores it. */
export interface Point {
  latitude: number;
  longitude: number;
}

/**
 * Finds where an address is (decision 064). `null` means the geocoder answered and knows no such
 * place (asking again will not help); GeocoderError means it could not answer (worth retrying).
 */
export interface Geocoder {
  locate(address: string): Promise<Point | null>;
}

export class GeocoderError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'GeocoderError';
  }
}
