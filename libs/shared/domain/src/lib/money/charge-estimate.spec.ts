import { describeEstimate } from './describe-estimate';
import { estimateCharge, estimateCost } from './pricing';

const nexon = { make: 'Tata', model: 'Nexon EV 45', batteryCapacity: null };

describe('estimateCharge', () => {
  it("charges at the car's AC limit when it is below the charger's power", () => {
    const e = estimateCharge({ pricePerKwh: '18.50', chargerKw: 22, chargerType: 'Type 2', vehicle: nexon });
    expect(e).toMatchObject({ powerKw: 7.2, limit: 'car-ac', energyKwh: 3.6, cost: 66.6, knownModel: true });
    expect(describeEstimate(e)).toBe(
      "Estimated for your Tata Nexon EV 45: 7.2 kW (the car's AC limit) for 30 minutes = 3.6 kWh × ₹18.50.",
    );
  });

  it("uses the car's DC limit on a DC connector", () => {
    const e = estimateCharge({ pricePerKwh: 20, chargerKw: 120, chargerType: 'CCS2', vehicle: nexon });
    expect(e).toMatchObject({ powerKw: 60, limit: 'car-dc', energyKwh: 30, cost: 600 });
  });

  it("keeps the charger's power when the car takes more", () => {
    const e = estimateCharge({ pricePerKwh: 20, chargerKw: 3.3, chargerType: 'Type 2', vehicle: nexon });
    expect(e).toMatchObject({ powerKw: 3.3, limit: 'charger', cost: 33 });
    expect(describeEstimate(e)).toBe(
      "Estimated for your Tata Nexon EV 45: 3.3 kW (the charger's power) for 30 minutes = 1.65 kWh × ₹20.00.",
    );
  });

  it('never charges more than the battery takes from 20% to full', () => {
    // MG Comet EV: 17.3 kWh, AC only, 3.3 kW; a 30 kW... AC at 3.3 kW for 6 hours would be 19.8 kWh.
    const e = estimateCharge({
      pricePerKwh: 10,
      chargerKw: 7.4,
      chargerType: 'Type 2 (Mennekes)',
      vehicle: { make: 'mg', model: 'comet ev' },
      durationMinutes: 360,
    });
    expect(e).toMatchObject({ powerKw: 3.3, batteryKwh: 17.3, batteryCapped: true, cost: 138.4 });
    expect(e.energyKwh).toBeCloseTo(13.84, 10);
    expect(describeEstimate(e)).toBe(
      "Estimated for your mg comet ev: 3.3 kW (the car's AC limit) for 360 minutes, capped at 13.84 kWh (20% to full of a 17.3 kWh battery) × ₹10.00.",
    );
  });

  it("takes the user's battery figure over the model's", () => {
    const e = estimateCharge({
      pricePerKwh: 20,
      chargerKw: 150,
      chargerType: 'CCS2',
      vehicle: { make: 'Tata', model: 'Nexon EV 45', batteryCapacity: '20' },
    });
    expect(e).toMatchObject({ powerKw: 60, energyKwh: 16, batteryCapped: true, cost: 320 });
  });

  it('caps an unknown model by the battery the user gave, at the charger power', () => {
    const e = estimateCharge({
      pricePerKwh: 20,
      chargerKw: 60,
      chargerType: 'CCS2',
      vehicle: { make: 'Acme', model: 'Volt', batteryCapacity: '25' },
    });
    expect(e).toMatchObject({ powerKw: 60, limit: 'charger', energyKwh: 20, cost: 400, knownModel: false });
    expect(describeEstimate(e)).toBe(
      "Estimated for your Acme Volt: 60 kW (the charger's power; your car's limit is unknown) for 30 minutes, capped at 20 kWh (20% to full of a 25 kWh battery) × ₹20.00.",
    );
  });

  it('is the old formula (price x charger kW x 0.5 h) for an unknown car without a battery', () => {
    const vehicle = { make: 'Acme', model: 'Volt', batteryCapacity: '' };
    const e = estimateCharge({ pricePerKwh: '18.75', chargerKw: 50, chargerType: 'CCS2', vehicle });
    expect(e.cost).toBe(estimateCost('18.75', 50));
    expect(e.cost).toBe(468.75);
    expect(estimateCharge({ pricePerKwh: 12, chargerKw: 7.4, chargerType: 'Type 2' })).toMatchObject({
      cost: 44.4,
      vehicleName: null,
    });
  });
});

describe('describeEstimate in Hindi', () => {
  it('names the vehicle and the limit, with kW, kWh and rupees as figures', () => {
    const e = estimateCharge({ pricePerKwh: '18.50', chargerKw: 22, chargerType: 'Type 2', vehicle: nexon });
    expect(describeEstimate(e, 'hi')).toBe(
      'आपकी Tata Nexon EV 45 के लिए अनुमान: 7.2 kW (गाड़ी की AC सीमा) पर 30 मिनट = 3.6 kWh × ₹18.50।',
    );
  });

  it('says the car’s limit is unknown and the energy capped by the battery', () => {
    const e = estimateCharge({
      pricePerKwh: 20,
      chargerKw: 60,
      chargerType: 'CCS2',
      vehicle: { make: 'Acme', model: 'Volt', batteryCapacity: '25' },
    });
    expect(describeEstimate(e, 'hi')).toBe(
      'आपकी Acme Volt के लिए अनुमान: 60 kW (चार्जर की पावर; आपकी गाड़ी की सीमा पता नहीं) पर 30 मिनट, 20 kWh तक सीमित (25 kWh बैटरी को 20% से फुल करने तक) × ₹20.00।',
    );
  });

  it('says only अनुमान without a vehicle, and the DC limit on a DC charger', () => {
    const noVehicle = estimateCharge({ pricePerKwh: 12, chargerKw: 7.4, chargerType: 'Type 2' });
    expect(describeEstimate(noVehicle, 'hi')).toMatch(/^अनुमान: 7\.4 kW \(चार्जर की पावर/);
    const dc = estimateCharge({ pricePerKwh: 20, chargerKw: 120, chargerType: 'CCS2', vehicle: nexon });
    expect(describeEstimate(dc, 'hi')).toContain('(गाड़ी की DC सीमा)');
  });
});
