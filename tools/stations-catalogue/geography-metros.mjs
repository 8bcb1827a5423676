// The 8 states with a city list in the station finder (docs/product.md §2.2) and their charging sites.
// Site: [kind, venue, street, pincode, latitude, longitude]. Coordinates are the real locality
// (±a few hundred metres); streets and areas are real; pincodes are the area's own.
// kind drives amenities and opening hours: mall, fuel, hotel, office, transit, street, highway, airport.

// prettier-ignore
export const METRO_STATES = [
  { name: 'Maharashtra', code: 'MH', cities: [
    { name: 'Mumbai', centre: [19.076, 72.8777], sites: [
      ['mall', 'Phoenix Marketcity Kurla', 'LBS Marg, Kurla West', '400070', 19.0865, 72.889],
      ['mall', 'Inorbit Mall Malad', 'Link Road, Malad West', '400064', 19.1727, 72.8353],
      ['office', 'Jio World Drive BKC', 'G Block, Bandra Kurla Complex', '400051', 19.0633, 72.865],
      ['mall', 'R City Mall Ghatkopar', 'LBS Marg, Ghatkopar West', '400086', 19.0996, 72.9163],
      ['office', 'Hiranandani Gardens Powai', 'Central Avenue, Hiranandani Gardens, Powai', '400076', 19.1176, 72.906],
      ['mall', 'High Street Phoenix Lower Parel', 'Senapati Bapat Marg, Lower Parel', '400013', 18.9947, 72.8258],
      ['fuel', 'Marol Naka Fuel Station', 'Andheri-Kurla Road, Marol, Andheri East', '400059', 19.109, 72.881],
      ['mall', 'Oberoi Mall Goregaon', 'Western Express Highway, Goregaon East', '400063', 19.174, 72.8606],
    ] },
    { name: 'Thane', centre: [19.2183, 72.9781], sites: [
      ['mall', 'Viviana Mall', 'Eastern Express Highway, Thane West', '400606', 19.2087, 72.9716],
      ['mall', 'Korum Mall', 'Eastern Express Highway, Samata Nagar, Thane West', '400606', 19.203, 72.9737],
      ['highway', 'Ghodbunder Road Hub', 'Ghodbunder Road, Patlipada, Thane West', '400607', 19.259, 72.971],
    ] },
    { name: 'Navi Mumbai', centre: [19.033, 73.0297], sites: [
      ['mall', 'Seawoods Grand Central', 'Sector 40, Seawoods, Nerul', '400706', 19.0213, 73.0187],
      ['mall', 'Inorbit Mall Vashi', 'Sector 30A, Vashi', '400703', 19.0657, 72.9992],
      ['street', 'Kharghar Central Park', 'Sector 23, Kharghar', '410210', 19.033, 73.07],
    ] },
    { name: 'Pune', centre: [18.5204, 73.8567], sites: [
      ['mall', 'Phoenix Marketcity Viman Nagar', 'Nagar Road, Viman Nagar', '411014', 18.5622, 73.9167],
      ['mall', 'Amanora Mall Hadapsar', 'Amanora Park Town, Hadapsar', '411028', 18.5186, 73.9346],
      ['office', 'Hinjewadi Phase 1', 'Rajiv Gandhi Infotech Park, Hinjewadi', '411057', 18.5913, 73.7389],
      ['mall', 'Pavilion Mall Shivajinagar', 'Senapati Bapat Road, Shivajinagar', '411016', 18.534, 73.8296],
      ['street', 'Baner High Street', 'Baner Road, Baner', '411045', 18.559, 73.7868],
    ] },
    { name: 'Nagpur', centre: [21.1458, 79.0882], sites: [
      ['highway', 'Wardha Road Highway Hub', 'Wardha Road, Somalwada', '440025', 21.1, 79.071],
      ['transit', 'Sitabuldi Interchange', 'Variety Square, Sitabuldi', '440012', 21.1466, 79.082],
    ] },
    { name: 'Nashik', centre: [19.9975, 73.7898], sites: [
      ['street', 'College Road', 'College Road, Vishwas Nagar', '422005', 20.0059, 73.7634],
      ['highway', 'Dwarka Circle', 'Mumbai-Agra Highway, Dwarka', '422011', 19.993, 73.804],
    ] },
  ] },
  { name: 'Delhi', code: 'DL', cities: [
    { name: 'New Delhi', centre: [28.6139, 77.209], sites: [
      ['street', 'Palika Bazaar Parking', 'Radial Road 1, Connaught Place', '110001', 28.6315, 77.2167],
      ['street', 'Khan Market', 'Rabindra Nagar, Khan Market', '110003', 28.6003, 77.227],
      ['office', 'Nehru Place', 'Nehru Place District Centre', '110019', 28.5494, 77.253],
      ['office', 'Bharat Mandapam', 'Mathura Road, Pragati Maidan', '110001', 28.618, 77.243],
      ['airport', 'Aerocity', 'Asset Area 12, Aerocity', '110037', 28.5487, 77.1213],
      ['hotel', 'India Habitat Centre', 'Lodhi Road', '110003', 28.591, 77.224],
    ] },
    { name: 'Dwarka', centre: [28.5921, 77.046], sites: [
      ['mall', 'Vegas Mall', 'Sector 14, Dwarka', '110078', 28.6046, 77.034],
      ['transit', 'Dwarka Sector 21 Metro', 'Sector 21, Dwarka', '110077', 28.5523, 77.0583],
      ['street', 'Sector 10 Market', 'Sector 10, Dwarka', '110075', 28.581, 77.057],
    ] },
    { name: 'Saket', centre: [28.5245, 77.2066], sites: [
      ['mall', 'Select Citywalk', 'Press Enclave Marg, Saket District Centre', '110017', 28.5286, 77.2193],
      ['transit', 'Saket Metro Station', 'Mehrauli-Badarpur Road, Saket', '110017', 28.5206, 77.2015],
    ] },
    { name: 'Rohini', centre: [28.7383, 77.0822], sites: [
      ['mall', 'Unity One Mall', 'Sector 10, Rohini', '110085', 28.7145, 77.1156],
      ['street', 'Sector 18 Market', 'Sector 18, Rohini', '110089', 28.7365, 77.133],
    ] },
    { name: 'Vasant Kunj', centre: [28.52, 77.158], sites: [
      ['mall', 'Ambience Mall Vasant Kunj', 'Nelson Mandela Marg, Vasant Kunj', '110070', 28.5413, 77.155],
      ['street', 'Sector C Market', 'Sector C, Vasant Kunj', '110070', 28.519, 77.157],
    ] },
    { name: 'Janakpuri', centre: [28.6219, 77.0878], sites: [
      ['office', 'Janakpuri District Centre', 'District Centre, Janakpuri', '110058', 28.6296, 77.0803],
      ['street', 'C Block Market', 'C Block, Janakpuri', '110058', 28.619, 77.091],
    ] },
  ] },
  { name: 'Karnataka', code: 'KA', cities: [
    { name: 'Bengaluru', centre: [12.9716, 77.5946], sites: [
      ['mall', 'Phoenix Marketcity Whitefield', 'Whitefield Main Road, Mahadevapura', '560048', 12.9975, 77.6966],
      ['mall', 'UB City', 'Vittal Mallya Road', '560001', 12.9716, 77.596],
      ['mall', 'Orion Mall Brigade Gateway', 'Dr Rajkumar Road, Rajajinagar', '560055', 13.0111, 77.555],
      ['street', 'Koramangala 80 Feet Road', '80 Feet Road, Koramangala 4th Block', '560034', 12.9352, 77.6245],
      ['office', 'Electronic City Phase 1', 'Hosur Road, Electronic City', '560100', 12.8452, 77.6602],
      ['office', 'Manyata Tech Park', 'Outer Ring Road, Nagawara', '560045', 13.045, 77.621],
      ['street', 'Indiranagar 100 Feet Road', '100 Feet Road, Indiranagar', '560038', 12.9719, 77.6412],
      ['fuel', 'Hebbal Flyover Fuel Station', 'Bellary Road, Hebbal', '560024', 13.0358, 77.597],
      ['street', 'HSR Layout 27th Main', '27th Main Road, HSR Layout Sector 1', '560102', 12.9121, 77.6446],
      ['mall', 'Mantri Square', 'Sampige Road, Malleshwaram', '560003', 12.9916, 77.5712],
    ] },
    { name: 'Mysuru', centre: [12.2958, 76.6394], sites: [
      ['mall', 'Mall of Mysore', 'Mirza Road, Nazarbad', '570010', 12.3005, 76.659],
      ['street', 'Kalidasa Road', 'Kalidasa Road, Vijayanagar 1st Stage', '570017', 12.327, 76.618],
    ] },
    { name: 'Mangaluru', centre: [12.9141, 74.856], sites: [
      ['mall', 'Forum Fiza Mall', 'Pandeshwar', '575001', 12.8655, 74.84],
      ['highway', 'Kottara Chowki', 'NH 66, Kottara', '575006', 12.9003, 74.839],
    ] },
    { name: 'Hubballi', centre: [15.3647, 75.124], sites: [
      ['mall', 'Urban Oasis Mall', 'Gokul Road', '580030', 15.358, 75.105],
      ['street', 'Vidyanagar', 'PB Road, Vidyanagar', '580021', 15.369, 75.115],
    ] },
  ] },
  { name: 'Tamil Nadu', code: 'TN', cities: [
    { name: 'Chennai', centre: [13.0827, 80.2707], sites: [
      ['mall', 'Phoenix Marketcity Velachery', 'Velachery Main Road, Velachery', '600042', 12.9915, 80.218],
      ['mall', 'Express Avenue', 'Whites Road, Royapettah', '600014', 13.0588, 80.2642],
      ['mall', 'VR Chennai', 'Jawaharlal Nehru Road, Anna Nagar', '600040', 13.08, 80.196],
      ['office', 'OMR Sholinganallur', 'Rajiv Gandhi Salai, Sholinganallur', '600119', 12.901, 80.2279],
      ['street', 'T. Nagar', 'GN Chetty Road, T. Nagar', '600017', 13.0418, 80.2341],
      ['airport', 'Chennai Airport', 'GST Road, Meenambakkam', '600027', 12.9941, 80.1709],
      ['fuel', 'Guindy Fuel Station', 'Anna Salai, Guindy', '600032', 13.0067, 80.2206],
      ['street', 'Adyar', 'LB Road, Adyar', '600020', 13.0012, 80.2565],
    ] },
    { name: 'Coimbatore', centre: [11.0168, 76.9558], sites: [
      ['mall', 'Brookefields Mall', 'Krishnasamy Road, R.S. Puram', '641001', 11.0086, 76.9601],
      ['highway', 'Avinashi Road', 'Avinashi Road, Peelamedu', '641004', 11.029, 77.012],
      ['mall', 'Prozone Mall', 'Sathy Road, Saravanampatti', '641035', 11.0561, 76.9953],
    ] },
    { name: 'Madurai', centre: [9.9252, 78.1198], sites: [
      ['mall', 'Vishaal de Mal', 'Gokhale Road, Chinna Chokkikulam', '625002', 9.933, 78.133],
      ['highway', 'Kalavasal Bypass', 'Madurai Bypass Road, Kalavasal', '625016', 9.927, 78.096],
    ] },
    { name: 'Tiruchirappalli', centre: [10.7905, 78.7047], sites: [
      ['street', 'Thillai Nagar', 'Salai Road, Thillai Nagar', '620018', 10.826, 78.686],
      ['highway', 'KK Nagar', 'Airport Road, KK Nagar', '620021', 10.77, 78.712],
    ] },
  ] },
  { name: 'Gujarat', code: 'GJ', cities: [
    { name: 'Ahmedabad', centre: [23.0225, 72.5714], sites: [
      ['mall', 'Alpha One Mall', 'Vastrapur Lake Road, Vastrapur', '380054', 23.0395, 72.531],
      ['highway', 'SG Highway Prahlad Nagar', 'Sarkhej-Gandhinagar Highway, Prahlad Nagar', '380015', 23.012, 72.507],
      ['street', 'C G Road', 'C G Road, Navrangpura', '380009', 23.03, 72.558],
      ['office', 'Sindhu Bhavan Road', 'Sindhu Bhavan Road, Bodakdev', '380059', 23.05, 72.5],
      ['airport', 'Ahmedabad Airport', 'Airport Road, Hansol', '382475', 23.073, 72.626],
    ] },
    { name: 'Surat', centre: [21.1702, 72.8311], sites: [
      ['mall', 'VR Surat', 'Dumas Road, Magdalla', '395007', 21.144, 72.757],
      ['street', 'Ghod Dod Road', 'Ghod Dod Road, Athwa', '395007', 21.177, 72.809],
      ['street', 'Adajan', 'Honey Park Road, Adajan', '395009', 21.196, 72.795],
    ] },
    { name: 'Vadodara', centre: [22.3072, 73.1812], sites: [
      ['mall', 'Inorbit Mall Vadodara', 'Gorwa Road, Subhanpura', '390023', 22.322, 73.166],
      ['street', 'Alkapuri', 'R C Dutt Road, Alkapuri', '390007', 22.311, 73.171],
      ['highway', 'Sama-Savli Road', 'Sama-Savli Road, Sama', '390008', 22.345, 73.19],
    ] },
    { name: 'Rajkot', centre: [22.3039, 70.8022], sites: [
      ['mall', 'Crystal Mall', 'Kalawad Road', '360005', 22.284, 70.772],
      ['street', 'Raiya Circle', '150 Feet Ring Road, Raiya', '360007', 22.305, 70.769],
    ] },
    { name: 'Gandhinagar', centre: [23.2156, 72.6369], sites: [
      ['office', 'GIFT City', 'Block 12, GIFT City', '382355', 23.16, 72.684],
      ['street', 'Sector 11', 'Sector 11, Gh Road', '382011', 23.22, 72.65],
    ] },
  ] },
  { name: 'Telangana', code: 'TS', cities: [
    { name: 'Hyderabad', centre: [17.385, 78.4867], sites: [
      ['mall', 'Inorbit Mall Cyberabad', 'Mindspace, HITEC City, Madhapur', '500081', 17.4347, 78.3868],
      ['mall', 'Sarath City Capital Mall', 'Gachibowli-Miyapur Road, Kondapur', '500084', 17.458, 78.363],
      ['street', 'Banjara Hills Road No. 12', 'Road No. 12, Banjara Hills', '500034', 17.414, 78.438],
      ['street', 'Jubilee Hills Road No. 36', 'Road No. 36, Jubilee Hills', '500033', 17.43, 78.407],
      ['office', 'Financial District', 'Nanakramguda, Gachibowli', '500032', 17.419, 78.341],
      ['airport', 'Rajiv Gandhi International Airport', 'Shamshabad', '501218', 17.2403, 78.4294],
      ['fuel', 'Begumpet Fuel Station', 'Prakash Nagar, Begumpet', '500016', 17.444, 78.466],
      ['street', 'KPHB Colony', 'KPHB Colony, Kukatpally', '500072', 17.493, 78.399],
    ] },
    { name: 'Secunderabad', centre: [17.4399, 78.4983], sites: [
      ['street', 'Paradise Circle', 'SD Road, Paradise Circle', '500003', 17.443, 78.486],
      ['highway', 'Trimulgherry X Roads', 'Rajiv Rahadari, Trimulgherry', '500015', 17.468, 78.515],
    ] },
    { name: 'Warangal', centre: [17.9689, 79.5941], sites: [
      ['street', 'Hanamkonda Chowrasta', 'Chowrasta, Hanamkonda', '506001', 18.005, 79.563],
      ['highway', 'Kazipet Junction', 'Warangal-Hyderabad Highway, Kazipet', '506003', 17.972, 79.502],
    ] },
  ] },
  { name: 'West Bengal', code: 'WB', cities: [
    { name: 'Kolkata', centre: [22.5726, 88.3639], sites: [
      ['mall', 'South City Mall', 'Prince Anwar Shah Road, Jadavpur', '700068', 22.5015, 88.362],
      ['mall', 'Quest Mall', 'Syed Amir Ali Avenue, Ballygunge', '700017', 22.539, 88.365],
      ['office', 'Salt Lake Sector V', 'Sector V, Bidhannagar', '700091', 22.5726, 88.433],
      ['mall', 'Acropolis Mall', 'Rajdanga Main Road, Kasba', '700107', 22.515, 88.393],
      ['office', 'New Town Action Area I', 'Action Area I, New Town', '700156', 22.58, 88.47],
      ['street', 'Park Street', 'Park Street, Mullick Bazar', '700016', 22.553, 88.352],
    ] },
    { name: 'Howrah', centre: [22.5958, 88.2636], sites: [
      ['street', 'Shibpur Foreshore', 'Foreshore Road, Shibpur', '711102', 22.57, 88.316],
      ['highway', 'Kona Expressway Santragachi', 'Kona Expressway, Santragachi', '711104', 22.585, 88.285],
    ] },
    { name: 'Siliguri', centre: [26.7271, 88.3953], sites: [
      ['mall', 'City Centre Siliguri', 'Uttorayon, Matigara', '734010', 26.717, 88.387],
      ['street', 'Sevoke Road', 'Sevoke Road', '734001', 26.735, 88.431],
    ] },
    { name: 'Durgapur', centre: [23.5204, 87.3119], sites: [
      ['mall', 'Junction Mall', 'City Centre, Durgapur', '713216', 23.545, 87.294],
      ['highway', 'Muchipara NH 19', 'NH 19, Muchipara', '713212', 23.5, 87.34],
    ] },
  ] },
  { name: 'Uttar Pradesh', code: 'UP', cities: [
    { name: 'Lucknow', centre: [26.8467, 80.9462], sites: [
      ['mall', 'Phoenix Palassio', 'Amar Shaheed Path, Gomti Nagar Extension', '226010', 26.79, 81.006],
      ['street', 'Hazratganj', 'MG Marg, Hazratganj', '226001', 26.85, 80.946],
      ['mall', 'Lulu Mall Lucknow', 'Amar Shaheed Path, Golf City', '226030', 26.774, 80.992],
      ['office', 'Vibhuti Khand', 'Vibhuti Khand, Gomti Nagar', '226010', 26.864, 81.009],
    ] },
    { name: 'Noida', centre: [28.5355, 77.391], sites: [
      ['mall', 'DLF Mall of India', 'Sector 18', '201301', 28.567, 77.321],
      ['office', 'Sector 62 Institutional Area', 'Sector 62', '201309', 28.627, 77.365],
      ['highway', 'Noida Expressway Sector 135', 'Noida-Greater Noida Expressway, Sector 135', '201304', 28.5, 77.395],
      ['street', 'Sector 50 Market', 'Sector 50', '201301', 28.571, 77.362],
    ] },
    { name: 'Ghaziabad', centre: [28.6692, 77.4538], sites: [
      ['mall', 'Shipra Mall Indirapuram', 'Indirapuram', '201014', 28.634, 77.37],
      ['street', 'Raj Nagar Extension', 'NH 58, Raj Nagar Extension', '201017', 28.697, 77.427],
    ] },
    { name: 'Kanpur', centre: [26.4499, 80.3319], sites: [
      ['mall', 'Z Square Mall', 'Mall Road', '208001', 26.47, 80.35],
      ['highway', 'Kalyanpur GT Road', 'GT Road, Kalyanpur', '208017', 26.51, 80.25],
    ] },
    { name: 'Varanasi', centre: [25.3176, 82.9739], sites: [
      ['mall', 'JHV Mall', 'The Mall Road, Cantonment', '221002', 25.335, 82.98],
      ['street', 'Lanka', 'BHU Road, Lanka', '221005', 25.282, 82.999],
    ] },
    { name: 'Agra', centre: [27.1767, 78.0081], sites: [
      ['hotel', 'Fatehabad Road', 'Fatehabad Road, Tajganj', '282001', 27.162, 78.048],
      ['street', 'Sanjay Place', 'Sanjay Place, Civil Lines', '282002', 27.2, 78.005],
    ] },
  ] },
];
