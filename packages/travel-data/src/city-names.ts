/**
 * The names people know a city by, where the open data falls short (docs/decisions/0023).
 *
 * OpenFlights still names many Indian cities by their colonial or misspelt forms ("Madras",
 * "Pendicherry") and lacks the cities of new airports ("Manohar" for Goa's Mopa airport), while
 * travellers type both the current and the former names ("Bombay", "Calcutta", "Bangalore"). Keyed
 * by IATA code: `city` replaces the dataset's city (which then stays searchable as an alias), and
 * `aliases` are further names a search should find: former, local-language and everyday short names.
 * Nearby towns an airport serves are not aliases: a city box that answers "Noida" with Delhi is a
 * guess about where someone is going, not a name of the place.
 */
export const CITY_NAMES: Readonly<Record<string, { city?: string; aliases?: readonly string[] }>> = {
  // India, the home market of the first sites: current official names, former names searchable.
  AGR: { aliases: ['Agra Cantonment'] },
  BBI: { aliases: ['Bhubaneshwar'] },
  BDQ: { city: 'Vadodara', aliases: ['Baroda'] },
  BLR: { city: 'Bengaluru', aliases: ['Bangalore'] },
  BOM: { aliases: ['Bombay'] },
  CCJ: { city: 'Kozhikode', aliases: ['Calicut'] },
  CCU: { aliases: ['Calcutta'] },
  CJB: { aliases: ['Kovai'] },
  COK: { aliases: ['Cochin', 'Ernakulam'] },
  DEL: { aliases: ['New Delhi'] },
  GAU: { aliases: ['Gauhati'] },
  GOI: { aliases: ['Dabolim', 'Vasco da Gama'] },
  GOX: { city: 'Goa', aliases: ['Mopa', 'North Goa'] },
  HBX: { city: 'Hubballi', aliases: ['Hubli', 'Hubli-Dharwad'] },
  HYD: { aliases: ['Secunderabad'] },
  IXB: { city: 'Bagdogra', aliases: ['Siliguri'] },
  IXD: { city: 'Prayagraj', aliases: ['Allahabad'] },
  IXE: { city: 'Mangaluru', aliases: ['Mangalore'] },
  IXG: { city: 'Belagavi', aliases: ['Belgaum'] },
  IXU: { aliases: ['Chhatrapati Sambhajinagar'] },
  IXZ: { aliases: ['Sri Vijaya Puram'] },
  MAA: { city: 'Chennai', aliases: ['Madras'] },
  MYQ: { city: 'Mysuru', aliases: ['Mysore'] },
  PNQ: { aliases: ['Poona'] },
  PNY: { city: 'Puducherry', aliases: ['Pondicherry', 'Pondy'] },
  TIR: { city: 'Tirupati', aliases: ['Renigunta'] },
  TRV: { city: 'Thiruvananthapuram', aliases: ['Trivandrum'] },
  TRZ: { aliases: ['Trichy', 'Trichinopoly'] },
  VGA: { aliases: ['Bezawada'] },
  VNS: { aliases: ['Benares', 'Banaras', 'Kashi'] },
  VTZ: { city: 'Visakhapatnam', aliases: ['Vizag', 'Vishakhapatnam'] },
  // Abroad: former names still in everyday use, and the local names of European cities.
  CGN: { aliases: ['Köln'] },
  CMB: { aliases: ['Ceylon'] },
  CPH: { aliases: ['København'] },
  DAC: { aliases: ['Dacca'] },
  FCO: { aliases: ['Roma'] },
  FLR: { aliases: ['Firenze'] },
  GVA: { aliases: ['Genève', 'Genf'] },
  IST: { aliases: ['Constantinople'] },
  LIS: { aliases: ['Lisboa'] },
  MUC: { aliases: ['München'] },
  MXP: { city: 'Milan', aliases: ['Milano'] },
  LIN: { aliases: ['Milano'] },
  PEK: { aliases: ['Peking'] },
  PKX: { city: 'Beijing', aliases: ['Peking', 'Daxing'] },
  PRG: { aliases: ['Praha'] },
  RGN: { aliases: ['Rangoon'] },
  SGN: { aliases: ['Saigon'] },
  VCE: { aliases: ['Venezia'] },
  VIE: { aliases: ['Wien'] },
  WAW: { aliases: ['Warszawa'] },
};
