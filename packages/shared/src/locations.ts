/**
 * Indian states and union territories with their main cities (customer document section 3
 * "Location data"; owner document section 2: the city list depends on the chosen state).
 * 28 states and 8 union territories under their official names; each city list is sorted
 * alphabetically (locale "en"). Car addresses must name a state from here and one of its
 * cities (server-rules.md section 3), read through city-aliases.ts (which also knows older
 * names such as 'Bangalore'); the listing's 'Other' state stands for a car with none.
 */

/** State or union territory -> its main cities, sorted. 36 entries. */
// biome-ignore format: a data table reads best one state per line
export const INDIA_LOCATIONS: Record<string, readonly string[]> = {
  "Andaman and Nicobar Islands": ["Car Nicobar", "Diglipur", "Mayabunder", "Port Blair", "Rangat", "Shaheed Dweep", "Swaraj Dweep"],
  "Andhra Pradesh": ["Amaravati", "Anantapur", "Chittoor", "Eluru", "Guntur", "Hindupur", "Kadapa", "Kakinada", "Kurnool", "Machilipatnam", "Nandyal", "Nellore", "Ongole", "Proddatur", "Rajahmundry", "Srikakulam", "Tenali", "Tirupati", "Vijayawada", "Visakhapatnam", "Vizianagaram"],
  "Arunachal Pradesh": ["Aalo", "Bomdila", "Itanagar", "Khonsa", "Naharlagun", "Namsai", "Pasighat", "Roing", "Tawang", "Tezu", "Ziro"],
  Assam: ["Barpeta", "Bongaigaon", "Dhubri", "Dibrugarh", "Diphu", "Goalpara", "Golaghat", "Guwahati", "Jorhat", "Karimganj", "Nagaon", "North Lakhimpur", "Silchar", "Sivasagar", "Tezpur", "Tinsukia"],
  Bihar: ["Arrah", "Aurangabad", "Begusarai", "Bettiah", "Bhagalpur", "Bihar Sharif", "Bodh Gaya", "Buxar", "Chapra", "Darbhanga", "Gaya", "Hajipur", "Katihar", "Motihari", "Munger", "Muzaffarpur", "Patna", "Purnia", "Saharsa", "Samastipur", "Sasaram", "Sitamarhi", "Siwan"],
  Chandigarh: ["Chandigarh", "Manimajra"],
  Chhattisgarh: ["Ambikapur", "Bhilai", "Bilaspur", "Dhamtari", "Durg", "Jagdalpur", "Korba", "Mahasamund", "Raigarh", "Raipur", "Rajnandgaon"],
  "Dadra and Nagar Haveli and Daman and Diu": ["Daman", "Diu", "Khanvel", "Naroli", "Silvassa"],
  Delhi: ["Delhi", "Dwarka", "Janakpuri", "Karol Bagh", "Lajpat Nagar", "New Delhi", "Pitampura", "Rohini", "Saket", "Shahdara", "Vasant Kunj"],
  Goa: ["Bicholim", "Calangute", "Canacona", "Mapusa", "Margao", "Panaji", "Ponda", "Quepem", "Sanquelim", "Valpoi", "Vasco da Gama"],
  Gujarat: ["Ahmedabad", "Amreli", "Anand", "Bharuch", "Bhavnagar", "Bhuj", "Gandhidham", "Gandhinagar", "Godhra", "Jamnagar", "Junagadh", "Mehsana", "Morbi", "Nadiad", "Navsari", "Palanpur", "Porbandar", "Rajkot", "Surat", "Surendranagar", "Vadodara", "Valsad", "Vapi", "Veraval"],
  Haryana: ["Ambala", "Bahadurgarh", "Bhiwani", "Faridabad", "Fatehabad", "Gurugram", "Hisar", "Jind", "Kaithal", "Karnal", "Kurukshetra", "Palwal", "Panchkula", "Panipat", "Rewari", "Rohtak", "Sirsa", "Sonipat", "Yamunanagar"],
  "Himachal Pradesh": ["Baddi", "Bilaspur", "Chamba", "Dalhousie", "Dharamshala", "Hamirpur", "Kangra", "Kullu", "Manali", "Mandi", "Nahan", "Palampur", "Shimla", "Solan", "Una"],
  "Jammu and Kashmir": ["Anantnag", "Baramulla", "Gulmarg", "Jammu", "Kathua", "Katra", "Pahalgam", "Poonch", "Rajouri", "Sopore", "Srinagar", "Udhampur"],
  Jharkhand: ["Bokaro Steel City", "Chaibasa", "Deoghar", "Dhanbad", "Dumka", "Giridih", "Hazaribagh", "Jamshedpur", "Medininagar", "Phusro", "Ramgarh", "Ranchi", "Sahibganj"],
  Karnataka: ["Ballari", "Belagavi", "Bengaluru", "Bidar", "Chikkamagaluru", "Chitradurga", "Davanagere", "Dharwad", "Gadag", "Hassan", "Hubballi", "Kalaburagi", "Karwar", "Kolar", "Madikeri", "Mandya", "Mangaluru", "Mysuru", "Raichur", "Shivamogga", "Tumakuru", "Udupi", "Vijayapura"],
  Kerala: ["Alappuzha", "Guruvayur", "Kalpetta", "Kannur", "Kasaragod", "Kochi", "Kollam", "Kottayam", "Kozhikode", "Malappuram", "Munnar", "Palakkad", "Pathanamthitta", "Thalassery", "Thiruvananthapuram", "Thrissur", "Varkala"],
  Ladakh: ["Diskit", "Drass", "Kargil", "Leh", "Padum"],
  Lakshadweep: ["Agatti", "Amini", "Andrott", "Kadmat", "Kalpeni", "Kavaratti", "Minicoy"],
  "Madhya Pradesh": ["Bhopal", "Burhanpur", "Chhindwara", "Dewas", "Guna", "Gwalior", "Indore", "Jabalpur", "Katni", "Khajuraho", "Khandwa", "Mandsaur", "Pachmarhi", "Ratlam", "Rewa", "Sagar", "Satna", "Singrauli", "Ujjain", "Vidisha"],
  Maharashtra: ["Ahmednagar", "Akola", "Amravati", "Chandrapur", "Chhatrapati Sambhajinagar", "Dhule", "Jalgaon", "Kalyan", "Kolhapur", "Latur", "Lonavala", "Mahabaleshwar", "Mumbai", "Nagpur", "Nanded", "Nashik", "Navi Mumbai", "Pune", "Ratnagiri", "Sangli", "Satara", "Solapur", "Thane", "Vasai-Virar"],
  Manipur: ["Bishnupur", "Churachandpur", "Imphal", "Kakching", "Moirang", "Senapati", "Thoubal", "Ukhrul"],
  Meghalaya: ["Baghmara", "Cherrapunji", "Jowai", "Nongpoh", "Nongstoin", "Shillong", "Tura", "Williamnagar"],
  Mizoram: ["Aizawl", "Champhai", "Kolasib", "Lawngtlai", "Lunglei", "Mamit", "Saiha", "Serchhip"],
  Nagaland: ["Dimapur", "Kohima", "Mokokchung", "Mon", "Phek", "Tuensang", "Wokha", "Zunheboto"],
  Odisha: ["Angul", "Balasore", "Baripada", "Berhampur", "Bhadrak", "Bhubaneswar", "Bolangir", "Cuttack", "Jeypore", "Jharsuguda", "Konark", "Koraput", "Puri", "Rayagada", "Rourkela", "Sambalpur"],
  Puducherry: ["Karaikal", "Mahe", "Puducherry", "Yanam"],
  Punjab: ["Abohar", "Amritsar", "Barnala", "Batala", "Bathinda", "Firozpur", "Hoshiarpur", "Jalandhar", "Kapurthala", "Ludhiana", "Malerkotla", "Moga", "Mohali", "Pathankot", "Patiala", "Phagwara", "Rajpura", "Sangrur"],
  Rajasthan: ["Ajmer", "Alwar", "Banswara", "Barmer", "Bharatpur", "Bhilwara", "Bikaner", "Bundi", "Chittorgarh", "Churu", "Jaipur", "Jaisalmer", "Jhunjhunu", "Jodhpur", "Kota", "Mount Abu", "Nagaur", "Pali", "Pushkar", "Sikar", "Sri Ganganagar", "Tonk", "Udaipur"],
  Sikkim: ["Gangtok", "Gyalshing", "Jorethang", "Mangan", "Namchi", "Pelling", "Rangpo", "Ravangla", "Singtam"],
  "Tamil Nadu": ["Chennai", "Coimbatore", "Cuddalore", "Dindigul", "Erode", "Hosur", "Kanchipuram", "Kanyakumari", "Karur", "Kodaikanal", "Kumbakonam", "Madurai", "Mahabalipuram", "Nagercoil", "Ooty", "Pollachi", "Salem", "Thanjavur", "Thoothukudi", "Tiruchirappalli", "Tirunelveli", "Tiruppur", "Tiruvannamalai", "Vellore"],
  Telangana: ["Adilabad", "Hyderabad", "Karimnagar", "Khammam", "Mahbubnagar", "Mancherial", "Nalgonda", "Nizamabad", "Ramagundam", "Sangareddy", "Secunderabad", "Siddipet", "Suryapet", "Warangal"],
  Tripura: ["Agartala", "Ambassa", "Belonia", "Dharmanagar", "Kailashahar", "Khowai", "Teliamura", "Udaipur"],
  "Uttar Pradesh": ["Agra", "Aligarh", "Ayodhya", "Bareilly", "Etawah", "Firozabad", "Ghaziabad", "Gorakhpur", "Greater Noida", "Jhansi", "Kanpur", "Lucknow", "Mathura", "Meerut", "Moradabad", "Muzaffarnagar", "Noida", "Prayagraj", "Rampur", "Saharanpur", "Shahjahanpur", "Varanasi", "Vrindavan"],
  Uttarakhand: ["Almora", "Dehradun", "Haldwani", "Haridwar", "Kashipur", "Kotdwar", "Mussoorie", "Nainital", "Pithoragarh", "Rishikesh", "Roorkee", "Rudrapur"],
  "West Bengal": ["Asansol", "Baharampur", "Bankura", "Bardhaman", "Cooch Behar", "Darjeeling", "Digha", "Durgapur", "Haldia", "Howrah", "Jalpaiguri", "Kalimpong", "Kharagpur", "Kolkata", "Krishnanagar", "Malda", "Shantiniketan", "Siliguri"],
};

/**
 * Every state and union territory, sorted alphabetically. The names are plain ASCII words, so
 * code-unit order is the alphabetical one (locations.test.ts checks it against
 * `localeCompare`); sorting with `localeCompare(_, "en")` built a collator per comparison,
 * 43 ms of a phone's main thread as the page's modules loaded (issue 26).
 */
export const INDIAN_STATES: readonly string[] = Object.keys(INDIA_LOCATIONS).sort();

/** The listing filter's value for cars whose address has no state (customer document section 5). */
export const OTHER_STATE = "Other";

/** The cities of `state` (sorted), or an empty list for an unknown state. */
export function citiesOf(state: string): readonly string[] {
  return Object.hasOwn(INDIA_LOCATIONS, state) ? (INDIA_LOCATIONS[state] ?? []) : [];
}
