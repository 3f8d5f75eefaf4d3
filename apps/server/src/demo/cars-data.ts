/**
 * The demo marketplace's data (DEMO_DATA on): three owners, three renters, an operator
 * (issue 29) and 64 cars across 18 cities in 14 states. Every category of the Add car form and
 * most edit-only ones appear, as do every fuel type ('Gas' is CNG) and transmission ('Semi-Automatic' is AMT). Prices are
 * whole rupees per day (₹1,200-₹15,000); PIN codes are real 6-digit codes of the area.
 * Places use INDIA_LOCATIONS spellings (owner document section 2, server-rules.md section 3).
 */
import type { CarCategory, FuelType, Transmission } from "@gaadi/shared";
import type { BodyType } from "./artwork.js";

/** The one password of every demo account (printed at start; never use outside a demo). */
export const DEMO_PASSWORD = "demo-pass-2026";

export interface DemoAccount {
  name: string;
  email: string;
  role: "user" | "owner";
  /** An operator (users.is_operator, issue 29): runs the console. */
  operator?: boolean;
}

/**
 * Owners 0, 1 and 2 of DEMO_CARS' `owner` column, then the renter (3), two renters whose
 * driving licences wait for review (4, 5; licences-data.ts) and the operator (6; issue 29).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: "Rohan Mehta", email: "rohan@demo.gaadi.in", role: "owner" },
  { name: "Priya Nair", email: "priya@demo.gaadi.in", role: "owner" },
  { name: "Arjun Singh", email: "arjun@demo.gaadi.in", role: "owner" },
  { name: "Ananya Rao", email: "ananya@demo.gaadi.in", role: "user" },
  { name: "Kabir Khan", email: "kabir@demo.gaadi.in", role: "user" },
  { name: "Meera Iyer", email: "meera@demo.gaadi.in", role: "user" },
  { name: "Gaadi Operator", email: "operator@demo.gaadi.in", role: "user", operator: true },
];

/**
 * A pickup point: city and state as in INDIA_LOCATIONS, street, 6-digit PIN, and the landmark
 * as an owner types it: a bare place (shown 'Near ...') or one with its own preposition
 * ('Opposite Fergusson College', shown as written; see landmarkPhrase).
 */
export interface DemoPlace {
  city: string;
  state: string;
  street: string;
  landmark: string;
  zipCode: string;
}

// biome-ignore format: a data table reads best one place per line
export const DEMO_PLACES = {
  mumbai: { city: "Mumbai", state: "Maharashtra", street: "Linking Road, Bandra West", landmark: "Bandra Station", zipCode: "400050" },
  pune: { city: "Pune", state: "Maharashtra", street: "FC Road, Shivajinagar", landmark: "Opposite Fergusson College", zipCode: "411004" },
  bengaluru: { city: "Bengaluru", state: "Karnataka", street: "100 Feet Road, Indiranagar", landmark: "Indiranagar Metro", zipCode: "560038" },
  mysuru: { city: "Mysuru", state: "Karnataka", street: "Sayyaji Rao Road", landmark: "Mysore Palace", zipCode: "570001" },
  delhi: { city: "New Delhi", state: "Delhi", street: "Barakhamba Road, Connaught Place", landmark: "Rajiv Chowk Metro", zipCode: "110001" },
  gurugram: { city: "Gurugram", state: "Haryana", street: "Golf Course Road, DLF Phase 5", landmark: "Sector 53-54 Rapid Metro", zipCode: "122002" },
  chennai: { city: "Chennai", state: "Tamil Nadu", street: "Khader Nawaz Khan Road, Nungambakkam", landmark: "Valluvar Kottam", zipCode: "600006" },
  coimbatore: { city: "Coimbatore", state: "Tamil Nadu", street: "Avinashi Road, Peelamedu", landmark: "PSG Tech", zipCode: "641004" },
  hyderabad: { city: "Hyderabad", state: "Telangana", street: "Road No. 36, Jubilee Hills", landmark: "Jubilee Hills Checkpost", zipCode: "500033" },
  kochi: { city: "Kochi", state: "Kerala", street: "Marine Drive, Ernakulam", landmark: "High Court Junction", zipCode: "682031" },
  jaipur: { city: "Jaipur", state: "Rajasthan", street: "MI Road", landmark: "Panch Batti Circle", zipCode: "302001" },
  udaipur: { city: "Udaipur", state: "Rajasthan", street: "Lake Palace Road", landmark: "City Palace", zipCode: "313001" },
  ahmedabad: { city: "Ahmedabad", state: "Gujarat", street: "CG Road, Navrangpura", landmark: "Swastik Cross Roads", zipCode: "380009" },
  panaji: { city: "Panaji", state: "Goa", street: "18th June Road", landmark: "Church Square", zipCode: "403001" },
  kolkata: { city: "Kolkata", state: "West Bengal", street: "Park Street", landmark: "Park Street Metro", zipCode: "700016" },
  chandigarh: { city: "Chandigarh", state: "Chandigarh", street: "Madhya Marg, Sector 17", landmark: "Sector 17 Plaza", zipCode: "160017" },
  manali: { city: "Manali", state: "Himachal Pradesh", street: "The Mall", landmark: "Manali Bus Stand", zipCode: "175131" },
  lucknow: { city: "Lucknow", state: "Uttar Pradesh", street: "Hazratganj", landmark: "GPO Park", zipCode: "226001" },
} satisfies Record<string, DemoPlace>;
export type DemoPlaceKey = keyof typeof DEMO_PLACES;

/**
 * One demo car: [owner index into DEMO_ACCOUNTS, brand, model, year, category, fuel,
 * transmission, seats, ₹ per day, place, artwork body, colour '#rrggbb', first sentence of
 * the description]. The loader adds a pickup sentence naming the landmark.
 */
export type DemoCarRow = [
  owner: 0 | 1 | 2,
  brand: string,
  model: string,
  year: number,
  category: CarCategory,
  fuel: FuelType,
  transmission: Transmission,
  seats: number,
  pricePerDay: number,
  place: DemoPlaceKey,
  body: BodyType,
  colour: string,
  pitch: string,
];

// biome-ignore format: a data table reads best one car per line
export const DEMO_CARS: readonly DemoCarRow[] = [
  [0, "Maruti Suzuki", "Swift", 2023, "Hatchback", "Petrol", "Manual", 5, 1400, "mumbai", "hatchback", "#c0392b", "Zippy, frugal hatchback that slips through Bandra traffic and parks anywhere."],
  [1, "Maruti Suzuki", "Swift AMT", 2024, "Hatchback", "Petrol", "Semi-Automatic", 5, 1600, "bengaluru", "hatchback", "#2e86de", "The new Z-series Swift with a two-pedal AMT, ideal for stop-go Bengaluru commutes."],
  [2, "Maruti Suzuki", "Baleno", 2023, "Hatchback", "Petrol", "Manual", 5, 1700, "delhi", "hatchback", "#7f8c8d", "Roomy premium hatch with a 360-degree camera and heads-up display."],
  [0, "Maruti Suzuki", "Ertiga CNG", 2022, "Minivan", "Gas", "Manual", 7, 2200, "pune", "van", "#ecf0f1", "Seven-seat family MPV on factory CNG: the cheapest way to take the whole family to Lonavala."],
  [1, "Maruti Suzuki", "WagonR CNG", 2023, "Wagon", "Gas", "Manual", 5, 1200, "chennai", "wagon", "#16a085", "Tall-boy WagonR on CNG with generous headroom and very low running costs."],
  [2, "Maruti Suzuki", "WagonR AGS", 2024, "Wagon", "Petrol", "Semi-Automatic", 5, 1300, "lucknow", "wagon", "#8e44ad", "Easy AMT WagonR for the old-city lanes of Lucknow; light steering and a big boot."],
  [0, "Maruti Suzuki", "Dzire CNG", 2024, "Sedan", "Gas", "Manual", 5, 1500, "ahmedabad", "sedan", "#bdc3c7", "Compact sedan on CNG with a 378-litre boot, popular for airport runs."],
  [1, "Maruti Suzuki", "Grand Vitara Strong Hybrid", 2024, "Hybrid", "Hybrid", "Automatic", 5, 3200, "kochi", "suv", "#34495e", "Strong-hybrid SUV that returns over 25 km/l and glides silently on electric power in town."],
  [2, "Maruti Suzuki", "Fronx", 2024, "Crossover", "Petrol", "Manual", 5, 1900, "jaipur", "suv", "#d35400", "Coupe-styled crossover with a turbo petrol, good ground clearance for Rajasthan highways."],
  [0, "Maruti Suzuki", "Eeco", 2023, "Van", "Gas", "Manual", 7, 1300, "lucknow", "van", "#f5f5f5", "No-nonsense seven-seat Eeco van on CNG for moving people or goods across town."],
  [1, "Hyundai", "Creta", 2024, "SUV", "Diesel", "Automatic", 5, 3400, "hyderabad", "suv", "#1b2631", "Facelifted Creta diesel automatic with panoramic sunroof and ventilated seats."],
  [2, "Hyundai", "Creta", 2023, "SUV", "Petrol", "Manual", 5, 2900, "gurugram", "suv", "#922b21", "Well-kept Creta petrol manual, perfect for weekend drives to Neemrana."],
  [0, "Hyundai", "i20", 2023, "Hatchback", "Petrol", "Automatic", 5, 1800, "mumbai", "hatchback", "#f4d03f", "Premium i20 with an IVT automatic, Bose audio and a sunroof."],
  [1, "Hyundai", "Verna", 2024, "Sedan", "Petrol", "Automatic", 5, 2800, "chennai", "sedan", "#212f3d", "New-generation Verna turbo DCT with ADAS and a generous rear seat."],
  [2, "Hyundai", "Venue", 2023, "Crossover", "Petrol", "Semi-Automatic", 5, 2000, "kolkata", "suv", "#5dade2", "Compact Venue crossover with a clutchless iMT gearbox, easy in Kolkata traffic."],
  [0, "Hyundai", "Ioniq 5", 2024, "Electric", "Electric", "Automatic", 5, 9000, "bengaluru", "suv", "#aab7b8", "Futuristic 72.6 kWh Ioniq 5 with around 600 km claimed range and ultra-fast charging."],
  [1, "Tata", "Nexon EV", 2024, "Electric", "Electric", "Automatic", 5, 3000, "pune", "suv", "#17a589", "Nexon EV Long Range with about 465 km claimed range; a home charger cable is included."],
  [2, "Tata", "Nexon", 2023, "SUV", "Diesel", "Manual", 5, 2400, "chandigarh", "suv", "#cb4335", "Five-star safety-rated Nexon diesel, a frugal hill-run companion to Kasauli."],
  [0, "Tata", "Harrier", 2024, "SUV", "Diesel", "Automatic", 5, 4200, "jaipur", "suv", "#1c2833", "Harrier with the 2.0 diesel automatic and a panoramic roof; effortless on long highways."],
  [1, "Tata", "Tiago", 2023, "Hatchback", "Petrol", "Manual", 5, 1200, "kolkata", "hatchback", "#e74c3c", "Sturdy, affordable Tiago for daily errands, with Harman audio."],
  [2, "Tata", "Tiago AMT", 2024, "Hatchback", "Petrol", "Semi-Automatic", 5, 1350, "coimbatore", "hatchback", "#3498db", "Tiago with an AMT gearbox: no clutch, easy parking, tiny fuel bills."],
  [0, "Tata", "Tiago EV", 2024, "Electric", "Electric", "Automatic", 5, 1700, "delhi", "hatchback", "#48c9b0", "City-friendly Tiago EV with about 250 km real-world range; charges on any 15 A socket."],
  [1, "Tata", "Punch", 2023, "Crossover", "Petrol", "Semi-Automatic", 5, 1600, "mysuru", "suv", "#f39c12", "High-riding Punch micro-SUV with AMT, comfortable on Mysuru's speed breakers."],
  [2, "Mahindra", "XUV700", 2024, "SUV", "Diesel", "Automatic", 7, 4800, "hyderabad", "suv", "#2c3e50", "Seven-seat XUV700 AX7 diesel automatic with ADAS and twin 10.25-inch screens."],
  [0, "Mahindra", "XUV700", 2023, "SUV", "Petrol", "Manual", 7, 4200, "ahmedabad", "suv", "#f8f9f9", "Turbo-petrol XUV700 AX5, punchy and spacious for a family of seven."],
  [1, "Mahindra", "Thar", 2023, "SUV", "Diesel", "Manual", 4, 3600, "manali", "suv", "#7d6608", "Convertible-top Thar 4x4 with low-range transfer case, built for Rohtang and Atal Tunnel runs."],
  [2, "Mahindra", "Thar Roxx", 2025, "SUV", "Petrol", "Automatic", 5, 4000, "panaji", "suv", "#145a32", "Five-door Thar Roxx automatic with a panoramic sunroof, made for Goa's beach roads."],
  [0, "Mahindra", "Scorpio-N", 2024, "SUV", "Diesel", "Automatic", 7, 4400, "lucknow", "suv", "#17202a", "Scorpio-N Z8 diesel automatic with 4XPLOR 4WD and a commanding driving position."],
  [1, "Mahindra", "XUV400", 2024, "Electric", "Electric", "Automatic", 5, 2800, "chennai", "suv", "#5b2c6f", "Electric XUV400 EL Pro with around 450 km claimed range and quick acceleration."],
  [2, "Mahindra", "Scorpio Pik-Up", 2023, "Pickup Truck", "Diesel", "Manual", 2, 2500, "coimbatore", "pickup", "#fdfefe", "Single-cab Scorpio Pik-Up with a 1.3 tonne payload for moving furniture or farm produce."],
  [0, "Toyota", "Innova Crysta", 2023, "Minivan", "Diesel", "Manual", 7, 3800, "bengaluru", "van", "#909497", "The trusted Innova Crysta 2.4 diesel; captain seats and a smooth ride for outstation trips."],
  [1, "Toyota", "Innova Hycross", 2024, "Hybrid", "Hybrid", "Automatic", 8, 5200, "mumbai", "van", "#fbfcfc", "Strong-hybrid Innova Hycross with eight seats and real-world 18 km/l."],
  [2, "Toyota", "Fortuner", 2024, "SUV", "Diesel", "Automatic", 7, 6500, "delhi", "suv", "#000000", "Fortuner 4x4 diesel automatic: big, tough and comfortable on any road in North India."],
  [0, "Toyota", "Hilux", 2023, "Pickup Truck", "Diesel", "Automatic", 5, 6000, "gurugram", "pickup", "#b03a2e", "Double-cab Hilux 4x4 with a 2.8 diesel; a lifestyle pickup that tows and climbs."],
  [1, "Toyota", "Urban Cruiser Hyryder", 2024, "Hybrid", "Hybrid", "Automatic", 5, 3000, "hyderabad", "suv", "#1f618d", "Self-charging hybrid Hyryder: whisper-quiet in traffic and very easy on fuel."],
  [2, "Toyota", "Glanza CNG", 2023, "Hatchback", "Gas", "Manual", 5, 1400, "udaipur", "hatchback", "#dc7633", "Glanza on factory CNG, frugal for trips to Kumbhalgarh and back."],
  [0, "Kia", "Seltos", 2024, "SUV", "Petrol", "Automatic", 5, 3300, "pune", "suv", "#4a235a", "Seltos GTX+ turbo DCT with ADAS, Bose audio and ventilated seats."],
  [1, "Kia", "Carens", 2023, "Minivan", "Diesel", "Semi-Automatic", 7, 3100, "kochi", "van", "#5d6d7e", "Six-speed iMT Carens diesel, a flexible seven-seater for Munnar weekends."],
  [2, "Kia", "Sonet", 2024, "Crossover", "Diesel", "Automatic", 5, 2500, "jaipur", "suv", "#e5e7e9", "Diesel automatic Sonet with a sunroof; compact but well equipped."],
  [0, "Kia", "EV6", 2023, "Electric", "Electric", "Automatic", 5, 11000, "gurugram", "suv", "#212121", "Kia EV6 GT-Line AWD: 320 hp, about 700 km claimed range, 18-minute fast charge."],
  [1, "Honda", "City", 2023, "Sedan", "Petrol", "Manual", 5, 2200, "delhi", "sedan", "#641e16", "The evergreen Honda City with a rev-happy i-VTEC and a huge boot."],
  [2, "Honda", "City e:HEV", 2024, "Hybrid", "Hybrid", "Automatic", 5, 3200, "bengaluru", "sedan", "#d5d8dc", "City strong hybrid that runs on electric power in traffic; around 26 km/l."],
  [0, "Honda", "Amaze", 2024, "Sedan", "Petrol", "Automatic", 5, 1800, "chandigarh", "sedan", "#2874a6", "New Amaze CVT, smooth and economical for Chandigarh-Shimla trips."],
  [1, "MG", "Hector", 2024, "SUV", "Petrol", "Automatic", 5, 3500, "ahmedabad", "suv", "#7b241c", "Hector Sharp Pro with a 14-inch touchscreen, connected-car tech and lots of room."],
  [2, "MG", "ZS EV", 2023, "Electric", "Electric", "Automatic", 5, 3400, "mumbai", "suv", "#1abc9c", "ZS EV with about 460 km claimed range and a panoramic sunroof."],
  [0, "MG", "Comet EV", 2024, "Electric", "Electric", "Automatic", 4, 1500, "kolkata", "hatchback", "#f7dc6f", "Tiny four-seat Comet EV that parks in any gap; perfect for short city hops."],
  [1, "Skoda", "Slavia", 2024, "Sedan", "Petrol", "Automatic", 5, 2900, "pune", "sedan", "#1a5276", "Slavia 1.5 TSI DSG: quick, stable at speed and a delight on the Mumbai-Pune Expressway."],
  [2, "Skoda", "Kushaq", 2023, "SUV", "Petrol", "Manual", 5, 2600, "coimbatore", "suv", "#6e2c00", "Kushaq 1.0 TSI manual with a solid build and a comfortable ride for Ooty drives."],
  [0, "Volkswagen", "Virtus", 2024, "Sedan", "Petrol", "Automatic", 5, 2900, "hyderabad", "sedan", "#c0392b", "Virtus GT with the 1.5 TSI and DSG; fast, safe and comfortable."],
  [1, "Volkswagen", "Taigun", 2023, "SUV", "Petrol", "Automatic", 5, 3000, "chandigarh", "suv", "#f1c40f", "Taigun Topline automatic, a compact SUV with German driving manners."],
  [2, "Renault", "Kwid", 2023, "Hatchback", "Petrol", "Semi-Automatic", 5, 1100, "mysuru", "hatchback", "#e67e22", "Budget Kwid AMT for city errands, with an SUV-style stance."],
  [0, "Mercedes-Benz", "E-Class", 2023, "Luxury", "Diesel", "Automatic", 5, 12000, "mumbai", "sedan", "#0b0b0b", "Long-wheelbase E 220d with reclining rear seats; chauffeur-grade comfort for weddings and events."],
  [1, "Mercedes-Benz", "GLC Coupe", 2023, "Coupe", "Petrol", "Automatic", 5, 11000, "bengaluru", "coupe", "#566573", "GLC 300 Coupe with 4MATIC and a sloping roofline that turns heads on MG Road."],
  [2, "BMW", "3 Series Gran Limousine", 2024, "Luxury", "Petrol", "Automatic", 5, 8500, "delhi", "sedan", "#154360", "BMW 330Li M Sport with a long wheelbase, sharp handling and a plush rear seat."],
  [0, "BMW", "Z4 M40i", 2023, "Convertible", "Petrol", "Automatic", 2, 15000, "panaji", "convertible", "#cb4335", "Two-seat Z4 roadster with a 340 hp straight-six; drop the roof for the coast road to Anjuna."],
  [1, "BMW", "2 Series Gran Coupe", 2023, "Coupe", "Diesel", "Automatic", 5, 7000, "hyderabad", "coupe", "#2e4053", "220d Gran Coupe M Sport, a frugal yet sporty four-door coupe."],
  [2, "Audi", "Q5", 2024, "Luxury", "Petrol", "Automatic", 5, 10500, "chennai", "suv", "#808b96", "Audi Q5 Technology quattro with virtual cockpit and a quiet, refined cabin."],
  [0, "Audi", "RS 5 Sportback", 2023, "Sports Car", "Petrol", "Automatic", 4, 14500, "bengaluru", "coupe", "#d4ac0d", "450 hp RS 5 Sportback quattro; a serious performance car for experienced drivers only."],
  [1, "Mini", "Cooper Convertible", 2023, "Convertible", "Petrol", "Automatic", 4, 8000, "udaipur", "convertible", "#e74c3c", "Mini Cooper S Convertible for lakeside drives around Fateh Sagar."],
  [2, "Volvo", "XC60", 2024, "Luxury", "Hybrid", "Automatic", 5, 9500, "kolkata", "suv", "#aeb6bf", "Mild-hybrid XC60 B5 with Bowers & Wilkins audio and Volvo's renowned safety kit."],
  [0, "Force", "Urbania", 2024, "Van", "Diesel", "Manual", 12, 7500, "jaipur", "van", "#fdfefe", "Twelve-seat Force Urbania with individual AC vents; ideal for group tours of the Pink City."],
  [1, "Force", "Traveller", 2023, "Van", "Diesel", "Manual", 12, 5500, "kochi", "van", "#f0f3f4", "Force Traveller 12-seater with pushback seats for family trips to Munnar and Alleppey."],
  [2, "Isuzu", "V-Cross", 2023, "Pickup Truck", "Diesel", "Automatic", 5, 5000, "manali", "pickup", "#626567", "Isuzu V-Cross 4x4 automatic with hill-descent control, at home in the Kullu valley."],
  [0, "Isuzu", "D-Max Hi-Lander", 2023, "Pickup Truck", "Diesel", "Manual", 5, 3800, "udaipur", "pickup", "#1f3a93", "Rugged D-Max Hi-Lander double cab for village visits and camping gear."],
];
