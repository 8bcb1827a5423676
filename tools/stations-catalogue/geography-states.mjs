// The other 22 states and union territories of the finder's list (no city list in the finder,
// docs/product.md §2.2). Site: [kind, venue, street, pincode, latitude, longitude], as in
// geography-metros.mjs.

// prettier-ignore
export const OTHER_STATES = [
  { name: 'Andhra Pradesh', code: 'AP', cities: [
    { name: 'Visakhapatnam', centre: [17.6868, 83.2185], sites: [
      ['street', 'RK Beach', 'Beach Road, Pedda Waltair', '530017', 17.714, 83.323],
    ] },
    { name: 'Vijayawada', centre: [16.5062, 80.648], sites: [
      ['street', 'MG Road Labbipet', 'MG Road, Labbipet', '520010', 16.506, 80.648],
    ] },
    { name: 'Tirupati', centre: [13.6288, 79.4192], sites: [
      ['highway', 'Renigunta Road', 'Renigunta Road, Tirupati', '517501', 13.635, 79.44],
    ] },
  ] },
  { name: 'Arunachal Pradesh', code: 'AR', cities: [
    { name: 'Itanagar', centre: [27.0844, 93.6053], sites: [
      ['street', 'Ganga Market', 'Ganga Market, Itanagar', '791111', 27.0844, 93.6053],
    ] },
    { name: 'Naharlagun', centre: [27.1047, 93.6952], sites: [
      ['highway', 'Naharlagun NH 415', 'NH 415, Naharlagun', '791110', 27.104, 93.695],
    ] },
  ] },
  { name: 'Assam', code: 'AS', cities: [
    { name: 'Guwahati', centre: [26.1445, 91.7362], sites: [
      ['street', 'GS Road Christian Basti', 'GS Road, Christian Basti', '781005', 26.157, 91.776],
      ['highway', 'Khanapara Six Mile', 'GS Road, Khanapara', '781022', 26.13, 91.815],
    ] },
  ] },
  { name: 'Bihar', code: 'BR', cities: [
    { name: 'Patna', centre: [25.5941, 85.1376], sites: [
      ['street', 'Fraser Road', 'Fraser Road, Patna', '800001', 25.614, 85.141],
      ['street', 'Bailey Road', 'Bailey Road, Raja Bazar', '800014', 25.612, 85.095],
    ] },
  ] },
  { name: 'Chhattisgarh', code: 'CG', cities: [
    { name: 'Raipur', centre: [21.2514, 81.6296], sites: [
      ['mall', 'Magneto The Mall', 'GE Road, Labhandi', '492001', 21.238, 81.68],
      ['street', 'VIP Road Telibandha', 'VIP Road, Telibandha', '492006', 21.245, 81.66],
    ] },
  ] },
  { name: 'Goa', code: 'GA', cities: [
    { name: 'Panaji', centre: [15.4909, 73.8278], sites: [
      ['street', 'Panaji Riverfront', 'Dayanand Bandodkar Marg, Panaji', '403001', 15.4989, 73.8278],
    ] },
    { name: 'Porvorim', centre: [15.5314, 73.8237], sites: [
      ['highway', 'Porvorim NH 66', 'NH 66, Porvorim', '403521', 15.534, 73.825],
    ] },
    { name: 'Margao', centre: [15.2832, 73.9862], sites: [
      ['street', 'Colva Road', 'Colva Road, Margao', '403601', 15.276, 73.958],
    ] },
  ] },
  { name: 'Haryana', code: 'HR', cities: [
    { name: 'Gurugram', centre: [28.4595, 77.0266], sites: [
      ['office', 'Cyber Hub', 'DLF Cyber City', '122002', 28.495, 77.089],
      ['street', 'Golf Course Road', 'Golf Course Road, Sector 54', '122011', 28.442, 77.101],
    ] },
    { name: 'Faridabad', centre: [28.4089, 77.3178], sites: [
      ['mall', 'Crown Interiorz Mall', 'Mathura Road, Sector 35', '121003', 28.467, 77.307],
    ] },
    { name: 'Karnal', centre: [29.6857, 76.9905], sites: [
      ['highway', 'Karna Lake NH 44', 'GT Road (NH 44), Karnal', '132001', 29.739, 76.982],
    ] },
  ] },
  { name: 'Himachal Pradesh', code: 'HP', cities: [
    { name: 'Shimla', centre: [31.1048, 77.1734], sites: [
      ['street', 'Cart Road', 'Cart Road, Shimla', '171001', 31.103, 77.17],
    ] },
    { name: 'Manali', centre: [32.2432, 77.1892], sites: [
      ['hotel', 'Mall Road Manali', 'Mall Road, Manali', '175131', 32.243, 77.189],
    ] },
  ] },
  { name: 'Jammu and Kashmir', code: 'JK', cities: [
    { name: 'Jammu', centre: [32.7266, 74.857], sites: [
      ['street', 'Gandhi Nagar', 'Gandhi Nagar, Jammu', '180004', 32.708, 74.859],
    ] },
    { name: 'Srinagar', centre: [34.0837, 74.7973], sites: [
      ['hotel', 'Boulevard Road', 'Boulevard Road, Dal Lake', '190001', 34.09, 74.842],
    ] },
  ] },
  { name: 'Jharkhand', code: 'JH', cities: [
    { name: 'Ranchi', centre: [23.3441, 85.3096], sites: [
      ['street', 'Ranchi Main Road', 'Main Road, Ranchi', '834001', 23.36, 85.333],
    ] },
    { name: 'Jamshedpur', centre: [22.8046, 86.2029], sites: [
      ['street', 'Bistupur', 'Bistupur Main Road', '831001', 22.786, 86.186],
    ] },
  ] },
  { name: 'Kerala', code: 'KL', cities: [
    { name: 'Kochi', centre: [9.9312, 76.2673], sites: [
      ['mall', 'Lulu Mall Kochi', 'NH 66, Edappally', '682024', 10.027, 76.308],
    ] },
    { name: 'Thiruvananthapuram', centre: [8.5241, 76.9366], sites: [
      ['office', 'Technopark', 'Technopark Campus, Kazhakoottam', '695581', 8.558, 76.881],
    ] },
    { name: 'Kozhikode', centre: [11.2588, 75.7804], sites: [
      ['street', 'Mavoor Road', 'Mavoor Road, Kozhikode', '673004', 11.258, 75.79],
    ] },
  ] },
  { name: 'Madhya Pradesh', code: 'MP', cities: [
    { name: 'Indore', centre: [22.7196, 75.8577], sites: [
      ['street', 'Vijay Nagar', 'AB Road, Vijay Nagar', '452010', 22.753, 75.894],
    ] },
    { name: 'Bhopal', centre: [23.2599, 77.4126], sites: [
      ['mall', 'DB City Mall', 'Arera Hills', '462011', 23.233, 77.43],
    ] },
    { name: 'Gwalior', centre: [26.2183, 78.1828], sites: [
      ['street', 'City Centre Gwalior', 'City Centre, Gwalior', '474011', 26.209, 78.193],
    ] },
  ] },
  { name: 'Manipur', code: 'MN', cities: [
    { name: 'Imphal', centre: [24.817, 93.9368], sites: [
      ['street', 'Thangal Bazar', 'Khwairamband Bazar, Thangal', '795001', 24.808, 93.939],
      ['airport', 'Imphal Airport Road', 'Airport Road, Tulihal', '795140', 24.764, 93.9],
    ] },
  ] },
  { name: 'Meghalaya', code: 'ML', cities: [
    { name: 'Shillong', centre: [25.5788, 91.8933], sites: [
      ['street', 'Police Bazar', 'Police Bazar, Shillong', '793001', 25.576, 91.883],
      ['street', 'Laitumkhrah', 'Laitumkhrah Main Road', '793003', 25.569, 91.898],
    ] },
  ] },
  { name: 'Mizoram', code: 'MZ', cities: [
    { name: 'Aizawl', centre: [23.7271, 92.7176], sites: [
      ['street', 'Zarkawt', 'Zarkawt, Aizawl', '796007', 23.73, 92.719],
      ['street', 'Chanmari', 'Chanmari, Aizawl', '796007', 23.742, 92.723],
    ] },
  ] },
  { name: 'Nagaland', code: 'NL', cities: [
    { name: 'Kohima', centre: [25.6751, 94.1086], sites: [
      ['highway', 'Kohima NH 2', 'NH 2, Kohima', '797001', 25.67, 94.108],
    ] },
    { name: 'Dimapur', centre: [25.9063, 93.7276], sites: [
      ['street', 'Circular Road', 'Circular Road, Dimapur', '797112', 25.906, 93.727],
    ] },
  ] },
  { name: 'Odisha', code: 'OD', cities: [
    { name: 'Bhubaneswar', centre: [20.2961, 85.8245], sites: [
      ['street', 'Janpath Saheed Nagar', 'Janpath, Saheed Nagar', '751007', 20.289, 85.845],
      ['mall', 'Esplanade One', 'Rasulgarh', '751010', 20.296, 85.86],
    ] },
    { name: 'Cuttack', centre: [20.4625, 85.883], sites: [
      ['street', 'Link Road', 'Link Road, Cuttack', '753012', 20.475, 85.889],
    ] },
  ] },
  { name: 'Punjab', code: 'PB', cities: [
    { name: 'Ludhiana', centre: [30.901, 75.8573], sites: [
      ['street', 'Ferozepur Road', 'Ferozepur Road, Ludhiana', '141001', 30.901, 75.821],
    ] },
    { name: 'Amritsar', centre: [31.634, 74.8723], sites: [
      ['mall', 'Alpha One Amritsar', 'GT Road, Amritsar', '143001', 31.642, 74.84],
    ] },
    { name: 'Jalandhar', centre: [31.326, 75.5762], sites: [
      ['highway', 'Jalandhar GT Road', 'GT Road, Jalandhar', '144001', 31.326, 75.576],
    ] },
  ] },
  { name: 'Rajasthan', code: 'RJ', cities: [
    { name: 'Jaipur', centre: [26.9124, 75.7873], sites: [
      ['mall', 'World Trade Park', 'JLN Marg, Malviya Nagar', '302017', 26.854, 75.805],
      ['street', 'MI Road', 'MI Road, Jaipur', '302001', 26.917, 75.808],
    ] },
    { name: 'Udaipur', centre: [24.5854, 73.7125], sites: [
      ['mall', 'Celebration Mall', 'Bhuwana', '313001', 24.61, 73.703],
    ] },
  ] },
  { name: 'Sikkim', code: 'SK', cities: [
    { name: 'Gangtok', centre: [27.3389, 88.6065], sites: [
      ['street', 'MG Marg', 'MG Marg, Gangtok', '737101', 27.329, 88.612],
      ['highway', 'Ranipool NH 10', 'NH 10, Ranipool', '737135', 27.293, 88.59],
    ] },
  ] },
  { name: 'Tripura', code: 'TR', cities: [
    { name: 'Agartala', centre: [23.8315, 91.2868], sites: [
      ['street', 'HGB Road', 'Hari Ganga Basak Road, Agartala', '799001', 23.832, 91.281],
      ['airport', 'Agartala Airport Road', 'Airport Road, Singerbhil', '799009', 23.887, 91.242],
    ] },
  ] },
  { name: 'Uttarakhand', code: 'UK', cities: [
    { name: 'Dehradun', centre: [30.3165, 78.0322], sites: [
      ['street', 'Rajpur Road', 'Rajpur Road, Dehradun', '248001', 30.335, 78.054],
    ] },
    { name: 'Haridwar', centre: [29.9457, 78.1642], sites: [
      ['highway', 'Jwalapur Highway', 'Delhi-Haridwar Highway, Jwalapur', '249407', 29.929, 78.103],
    ] },
  ] },
];
