/**
 * Older and common names of the places in INDIA_LOCATIONS (issue 25 item 15): 'Bangalore',
 * 'Gurgaon', 'Bombay', 'Orissa' and the like, as clients of the seed's lineage send them. Every
 * request schema that takes a state or a city resolves it here, so a car is stored under the
 * name locations.ts lists (the current one) and a search or an availability check under either
 * name finds it.
 *
 * Names are compared by `nameKey`: case, accents, spaces, dots and hyphens do not count ('New
 * Bombay', 'navi-mumbai' and 'NAVI MUMBAI' are one name) and '&' reads 'and'. A city's other
 * names belong to its state, since one name can be a current city in one state and an old one
 * in another (Aurangabad is listed in Bihar; Maharashtra's became Chhatrapati Sambhajinagar).
 * A few targets are names locations.ts still lists although the city has been renamed since
 * (Ahmednagar, Port Blair): the newer name is then the alias, so both are accepted.
 *
 * The web's selects already offer the current names; this module is for the request field
 * parsers (bookings/booking-fields.ts, car-filters-parse.ts, which the zod schemas wrap) and
 * stays out of the web's first load (only the /cars and car pages' chunks parse with them).
 */
import { citiesOf, INDIAN_STATES } from "./locations.js";

/** Other names of a state or union territory -> its name in INDIAN_STATES. */
// biome-ignore format: a data table reads best one name per line group
export const STATE_ALIASES: Readonly<Record<string, string>> = {
  "Andaman and Nicobar": "Andaman and Nicobar Islands",
  "Chattisgarh": "Chhattisgarh", "Chhatisgarh": "Chhattisgarh",
  "Dadra and Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman and Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "J&K": "Jammu and Kashmir",
  "NCT of Delhi": "Delhi", "National Capital Territory of Delhi": "Delhi",
  Orissa: "Odisha",
  Pondicherry: "Puducherry", Pondy: "Puducherry",
  Uttaranchal: "Uttarakhand",
};

/** Per state (as listed): other names of its cities -> the city as listed in that state. */
// biome-ignore format: a data table reads best one state per line group
export const CITY_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "Andaman and Nicobar Islands": {
    "Sri Vijaya Puram": "Port Blair", Havelock: "Swaraj Dweep", "Havelock Island": "Swaraj Dweep",
    "Neil Island": "Shaheed Dweep",
  },
  "Andhra Pradesh": {
    Anantapuram: "Anantapur", Bezwada: "Vijayawada", Coconada: "Kakinada", Cuddapah: "Kadapa",
    Masulipatnam: "Machilipatnam", Rajamahendravaram: "Rajahmundry", Rajamundry: "Rajahmundry",
    Tirupathi: "Tirupati", Vishakhapatnam: "Visakhapatnam", Vishakapatnam: "Visakhapatnam",
    Visakapatnam: "Visakhapatnam", Vizag: "Visakhapatnam", Waltair: "Visakhapatnam",
  },
  "Arunachal Pradesh": { Along: "Aalo" },
  Assam: { Dispur: "Guwahati", Gauhati: "Guwahati", Nowgong: "Nagaon", Sibsagar: "Sivasagar" },
  Bihar: { Ara: "Arrah", Chhapra: "Chapra", Monghyr: "Munger", Purnea: "Purnia" },
  Goa: { Madgaon: "Margao", Panjim: "Panaji", Vasco: "Vasco da Gama" },
  Gujarat: {
    Ahmadabad: "Ahmedabad", Amdavad: "Ahmedabad", Baroda: "Vadodara", Broach: "Bharuch",
    Junagarh: "Junagadh", Mahesana: "Mehsana", Morvi: "Morbi",
  },
  Haryana: { Gurgaon: "Gurugram", Hissar: "Hisar", Sonepat: "Sonipat" },
  "Himachal Pradesh": {
    Dharamsala: "Dharamshala", Dharmshala: "Dharamshala", Kulu: "Kullu", Simla: "Shimla",
  },
  Jharkhand: {
    Bokaro: "Bokaro Steel City", Daltonganj: "Medininagar", Hazaribag: "Hazaribagh",
    Tatanagar: "Jamshedpur",
  },
  Karnataka: {
    Bangalore: "Bengaluru", Bellary: "Ballari", Belgaum: "Belagavi", Bijapur: "Vijayapura",
    Chikmagalur: "Chikkamagaluru", Coorg: "Madikeri", Davangere: "Davanagere",
    Gulbarga: "Kalaburagi", Hubli: "Hubballi", Mangalore: "Mangaluru", Mercara: "Madikeri",
    Mysore: "Mysuru", Shimoga: "Shivamogga", Tumkur: "Tumakuru",
  },
  Kerala: {
    Alleppey: "Alappuzha", Calicut: "Kozhikode", Cannanore: "Kannur", Cochin: "Kochi",
    Ernakulam: "Kochi", Guruvayoor: "Guruvayur", Kasargod: "Kasaragod", Palghat: "Palakkad",
    Quilon: "Kollam", Tellicherry: "Thalassery", Trichur: "Thrissur",
    Trivandrum: "Thiruvananthapuram",
  },
  "Madhya Pradesh": { Jubbulpore: "Jabalpur", Saugor: "Sagar" },
  Maharashtra: {
    Ahilyanagar: "Ahmednagar", Amraoti: "Amravati", Aurangabad: "Chhatrapati Sambhajinagar",
    Bombay: "Mumbai", Dhulia: "Dhule", Dombivli: "Kalyan", "Kalyan-Dombivli": "Kalyan",
    Lonavla: "Lonavala", Nasik: "Nashik", "New Bombay": "Navi Mumbai", Poona: "Pune",
    Sambhajinagar: "Chhatrapati Sambhajinagar", Sholapur: "Solapur", Thana: "Thane",
    Vasai: "Vasai-Virar", Virar: "Vasai-Virar",
  },
  Meghalaya: { Cherrapunjee: "Cherrapunji", Sohra: "Cherrapunji" },
  Mizoram: { Siaha: "Saiha" },
  Odisha: {
    Balangir: "Bolangir", Baleshwar: "Balasore", Bhubaneshwar: "Bhubaneswar",
    Brahmapur: "Berhampur", Konarak: "Konark",
  },
  Puducherry: { Pondicherry: "Puducherry", Pondy: "Puducherry" },
  Punjab: {
    Bhatinda: "Bathinda", Ferozepur: "Firozpur", Jullundur: "Jalandhar", "SAS Nagar": "Mohali",
    "Sahibzada Ajit Singh Nagar": "Mohali",
  },
  Rajasthan: {
    Chittaurgarh: "Chittorgarh", Ganganagar: "Sri Ganganagar", "Mt Abu": "Mount Abu",
    "Shri Ganganagar": "Sri Ganganagar",
  },
  Sikkim: { Geyzing: "Gyalshing", Rabongla: "Ravangla" },
  "Tamil Nadu": {
    "Cape Comorin": "Kanyakumari", Conjeevaram: "Kanchipuram", Kanchi: "Kanchipuram",
    Madras: "Chennai", Madura: "Madurai", Mamallapuram: "Mahabalipuram", Ootacamund: "Ooty",
    Tanjore: "Thanjavur", Thiruvannamalai: "Tiruvannamalai", Tinnevelly: "Tirunelveli",
    Tiruchi: "Tiruchirappalli", Trichinopoly: "Tiruchirappalli", Trichy: "Tiruchirappalli",
    Tirupur: "Tiruppur", Tuticorin: "Thoothukudi", Udagamandalam: "Ooty",
    Udhagamandalam: "Ooty",
  },
  Telangana: { Mahabubnagar: "Mahbubnagar" },
  "Uttar Pradesh": {
    Allahabad: "Prayagraj", Banaras: "Varanasi", Benares: "Varanasi", Brindaban: "Vrindavan",
    Brindavan: "Vrindavan", Cawnpore: "Kanpur", Faizabad: "Ayodhya", Kashi: "Varanasi",
    Muttra: "Mathura",
  },
  Uttarakhand: { Hardwar: "Haridwar" },
  "West Bengal": {
    Berhampore: "Baharampur", Burdwan: "Bardhaman", Calcutta: "Kolkata", Darjiling: "Darjeeling",
    "English Bazar": "Malda", "Koch Bihar": "Cooch Behar", Santiniketan: "Shantiniketan",
  },
};

/**
 * The comparison key of a place name: lower case, accents dropped, '&' read as 'and', every
 * character but a letter or a digit dropped ('Vasai Virar' and 'Vasai-Virar' share one key).
 */
export function nameKey(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]/g, "");
}

interface PlaceIndex {
  /** State key (listed name or alias) -> the state as listed. */
  states: Map<string, string>;
  /** Listed state -> city key (listed name or alias) -> the city as listed there. */
  cities: Map<string, Map<string, string>>;
  /** City key (listed name or alias, any state) -> the city as listed, when unambiguous. */
  anywhere: Map<string, string>;
}

let built: PlaceIndex | undefined;

/** The lookup tables, built on first use (no work at import, so bundlers can drop the module). */
function placeIndex(): PlaceIndex {
  if (built) return built;
  const states = new Map<string, string>();
  for (const [alias, state] of Object.entries(STATE_ALIASES)) states.set(nameKey(alias), state);
  for (const state of INDIAN_STATES) states.set(nameKey(state), state);

  const cities = new Map<string, Map<string, string>>();
  const listed = new Map<string, string>();
  const aliased = new Map<string, string | null>();
  for (const state of INDIAN_STATES) {
    const own = new Map<string, string>();
    for (const [alias, city] of Object.entries(CITY_ALIASES[state] ?? {})) {
      const key = nameKey(alias);
      own.set(key, city);
      // An alias naming two different cities (in two states) resolves nowhere outside its state.
      aliased.set(key, aliased.has(key) && aliased.get(key) !== city ? null : city);
    }
    for (const city of citiesOf(state)) {
      own.set(nameKey(city), city);
      listed.set(nameKey(city), city);
    }
    cities.set(state, own);
  }
  const anywhere = new Map<string, string>();
  for (const [key, city] of aliased) if (city) anywhere.set(key, city);
  // A name some state lists as a city is that city, whatever another state once called so.
  for (const [key, city] of listed) anywhere.set(key, city);
  built = { states, cities, anywhere };
  return built;
}

/** The state as listed in INDIAN_STATES for `name` (its listed name or an alias); else undefined. */
export function currentStateName(name: string): string | undefined {
  return placeIndex().states.get(nameKey(name));
}

/**
 * The city as listed in `state`'s cities for `city` (listed name or one of that state's
 * aliases); `state` may itself be an alias. Undefined when either is unknown.
 */
export function currentCityName(state: string, city: string): string | undefined {
  const listedState = currentStateName(state);
  return listedState ? placeIndex().cities.get(listedState)?.get(nameKey(city)) : undefined;
}

/**
 * A city named without its state (check-availability's `location`, the listing's
 * `pickupLocation` and search): the city as listed when `name` is a listed city or an
 * unambiguous alias of one ('Bangalore' -> 'Bengaluru', 'Aurangabad' stays Bihar's
 * 'Aurangabad'); otherwise undefined.
 */
export function cityFromAnyState(name: string): string | undefined {
  return placeIndex().anywhere.get(nameKey(name));
}
