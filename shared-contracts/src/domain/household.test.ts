import { householdKey, householdOf, normalizeStreetAddress } from './household';

const at = (line1: string, line2: string | null = null, postalCode = 'K1P 5K7') => householdKey({ postalCode, line1, line2 });

describe('normalizeStreetAddress', () => {
  it('reads the civic number and the street, the street type in one spelling', () => {
    expect(normalizeStreetAddress('12 Elgin St.')).toEqual({ civicNumber: '12', street: 'ELGIN ST', unit: null });
    expect(normalizeStreetAddress('12 Elgin Street')).toEqual({ civicNumber: '12', street: 'ELGIN ST', unit: null });
  });

  it.each([
    ['Apt 1, 12 Elgin Street', '1'],
    ['Apt. 1, 12 Elgin Street', '1'],
    ['Apartment 1 - 12 Elgin Street', '1'],
    ['Unit 1, 12 Elgin Street', '1'],
    ['Suite 1, 12 Elgin Street', '1'],
    ['#1 12 Elgin Street', '1'],
    ['# 1, 12 Elgin Street', '1'],
    ['Apt #1, 12 Elgin Street', '1'],
    ['12 Elgin Street, Apt 1', '1'],
    ['12 Elgin Street Unit 1', '1'],
    ['12 Elgin Street #1', '1'],
    ['1-12 Elgin Street', '1'],
    ['1 - 12 Elgin Street', '1'],
    ['app. 1, 12 rue Elgin', '1'],
    ['12, rue Elgin, appartement 1', '1'],
    ['12 rue Elgin, bureau 1', '1'],
    ['12 Elgin St PH 4B', '4B'],
  ])('sets the unit of “%s” apart (%s)', (line, unit) => {
    const address = normalizeStreetAddress(line);
    expect(address.unit).toBe(unit);
    expect(address.civicNumber).toBe('12');
    expect(address.street).toBe('ELGIN ST');
  });

  it('ignores case, accents, punctuation and spacing', () => {
    const plain = normalizeStreetAddress('1200 Chemin de la Cote des Neiges');
    expect(normalizeStreetAddress('1200, chemin de la Côte-des-Neiges')).toEqual(plain);
    expect(normalizeStreetAddress('  1200   CH. DE LA CÔTE-DES-NEIGES ')).toEqual(plain);
    expect(normalizeStreetAddress("12 O'Connor St")).toEqual(normalizeStreetAddress('12 OConnor Street'));
  });

  it.each([
    ['300 Laurier Ave W', '300 Laurier Avenue West'],
    ['300 Laurier Ave. W.', '300 avenue Laurier Ouest'],
    ['300 Laurier Av O', '300 Laurier Avenue W'],
    ['10 Main St NE', '10 Main Street North East'],
    ['10 Main St N.E.', '10 Main Street Northeast'],
    ['10 rue Principale Nord-Est', '10 Principale St NE'],
    ['5 Sussex Dr', '5 promenade Sussex'],
    ['5 Sussex Drive', '5 Sussex Dr.'],
    ['99 Bank Rd', '99 chemin Bank'],
    ['7 Maple Cres', '7 croissant Maple'],
    ['7 Maple Crescent', '7 Maple Cr'],
    ['40 Oak Crt', '40 Oak Court'],
    ['40 Oak Ct', '40 Oak Crt'],
    ['1 Lake Blvd', '1 boulevard Lake'],
    ['1 boul. Lake', '1 Lake Bd'],
    ['3 Pine Terr', '3 Pine Terrace'],
    ['3 Pine Pl', '3 Pine Place'],
    ['3 Pine Lane', '3 Pine Ln'],
    ['8 Hwy 7', '8 Highway 7'],
    ['1 Parkway Pky', '1 Parkway Parkway'],
    ['1 Elm Sq', '1 Elm Square'],
    ['1 Elm Cir', '1 Elm Circle'],
    ['1 Elm Trl', '1 Elm Trail'],
    ['1 Elm Rte', '1 Elm Route'],
    ['1 Elm Gdns', '1 Elm Gardens'],
    ['1 Elm Hts', '1 Elm Heights'],
    ['1 Elm Gate', '1 Elm Gt'],
    ['1 Elm Grove', '1 Elm Gr'],
    ['1 Elm Pkwy', '1 Elm Parkway'],
    ['15 St. Laurent Blvd', '15 boulevard Saint-Laurent'],
    ['15 Ste-Catherine St', '15 rue Sainte-Catherine'],
    ['20 1st Ave', '20 First Avenue'],
    ['20 1re Avenue', '20 1st Ave'],
    ['20 Premiere Avenue', '20 1st Ave'],
    ['20 2nd Ave', '20 2e Avenue'],
    ['20 Third Ave', '20 3rd Ave'],
    ['20 10th Ave', '20 Tenth Avenue'],
    ['12 Mount Pleasant Rd', '12 Mt Pleasant Road'],
    ['12 Point Rd', '12 Pt Rd'],
  ])('reads “%s” and “%s” as the same street', (one, other) => {
    expect(normalizeStreetAddress(one)).toEqual(normalizeStreetAddress(other));
  });

  it.each([
    ['12 Elgin St', '14 Elgin St'],
    ['12 Elgin St', '12 Elgin Ave'],
    ['12 Elgin St', '12 Metcalfe St'],
    ['300 Laurier Ave W', '300 Laurier Ave E'],
    ['10 Main St N', '10 Main St NE'],
    ['12A Elgin St', '12B Elgin St'],
    ['20 1st Ave', '20 2nd Ave'],
  ])('tells “%s” and “%s” apart', (one, other) => {
    expect(normalizeStreetAddress(one)).not.toEqual(normalizeStreetAddress(other));
  });

  it('keeps a civic number with a letter, and reads an address without one as a street alone', () => {
    expect(normalizeStreetAddress('12A Elgin St').civicNumber).toBe('12A');
    expect(normalizeStreetAddress('P.O. Box 45')).toEqual(normalizeStreetAddress('PO Box 45'));
    expect(normalizeStreetAddress('RR 2')).toEqual({ civicNumber: null, street: '2 RR', unit: null });
  });

  it('reads an empty line as nothing', () => {
    expect(normalizeStreetAddress('  ')).toEqual({ civicNumber: null, street: '', unit: null });
  });
});

describe('householdKey', () => {
  it('is one household for “12 Elgin St.” and “Apt 1, 12 Elgin Street” at the same postal code', () => {
    expect(at('12 Elgin St.')).toBe(at('Apt 1, 12 Elgin Street'));
    expect(at('12 Elgin St.')).toBe('K1P5K7|12|ELGIN ST');
  });

  it('is one household however the postal code is written', () => {
    expect(householdKey({ postalCode: 'k1p5k7', line1: '12 Elgin St' })).toBe(
      householdKey({ postalCode: 'K1P 5K7', line1: '12 ELGIN ST' }),
    );
  });

  it('does not compare units: two units at one door are one household', () => {
    expect(at('300 Laurier Ave W', 'Apt 4')).toBe(at('300  laurier ave w', 'Unit 2'));
    expect(at('Apt 1, 12 Elgin Street')).toBe(at('Apt 2, 12 Elgin Street'));
  });

  it('finds the street on line 2 when line 1 names only the unit', () => {
    expect(at('Apt 1', '12 Elgin Street')).toBe(at('12 Elgin St.'));
  });

  it('is another household at another postal code or another door', () => {
    expect(at('12 Elgin St', null, 'K1P 5K8')).not.toBe(at('12 Elgin St'));
    expect(at('14 Elgin St')).not.toBe(at('12 Elgin St'));
  });

  it('is null without a postal code or a street line', () => {
    expect(householdKey({ postalCode: null, line1: '12 Elgin St' })).toBeNull();
    expect(householdKey({ postalCode: 'K1P5K7', line1: null })).toBeNull();
    expect(householdKey({ postalCode: 'K1P5K7', line1: '   ' })).toBeNull();
  });

  it('keeps the unit it read, from line 1 or line 2', () => {
    expect(householdOf({ postalCode: 'K1P5K7', line1: '12 Elgin St', line2: 'Apt 4' })?.unit).toBe('4');
    expect(householdOf({ postalCode: 'K1P5K7', line1: '12 Elgin St', line2: '4B' })?.unit).toBe('4B');
    expect(householdOf({ postalCode: 'K1P5K7', line1: '1-12 Elgin St', line2: ' ' })?.unit).toBe('1');
    expect(householdOf({ postalCode: 'K1P5K7', line1: '12 Elgin St', line2: 'Buzz the side door' })?.unit).toBeNull();
  });
});
