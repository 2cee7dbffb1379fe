import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { householdKey, householdOf, normalizeStreetAddress, streetAddressReadings } from './household-of';

describe('normalizeStreetAddress', () => {
  it('reads the civic number and the street, the street type in one spelling', () => {
    assert.deepEqual(normalizeStreetAddress('12 Elgin St.'), { civicNumber: '12', street: 'ELGIN ST', unit: null });
    assert.deepEqual(normalizeStreetAddress('12 Elgin Street'), { civicNumber: '12', street: 'ELGIN ST', unit: null });
  });

  for (const [line, unit] of [
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
  ] as const) {
    it(`sets the unit of “${line}” apart (${unit})`, () => {
      const address = normalizeStreetAddress(line);
      assert.equal(address.unit, unit);
      assert.equal(address.civicNumber, '12');
      assert.equal(address.street, 'ELGIN ST');
    });
  }

  it('ignores case, accents, punctuation and spacing', () => {
    const plain = normalizeStreetAddress('1200 Chemin de la Cote des Neiges');
    assert.deepEqual(normalizeStreetAddress('1200, chemin de la Côte-des-Neiges'), plain);
    assert.deepEqual(normalizeStreetAddress('  1200   CH. DE LA CÔTE-DES-NEIGES '), plain);
    assert.deepEqual(normalizeStreetAddress("12 O'Connor St"), normalizeStreetAddress('12 OConnor Street'));
  });

  for (const [one, other] of [
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
  ] as const) {
    it(`reads “${one}” and “${other}” as the same street`, () => {
      assert.deepEqual(normalizeStreetAddress(one), normalizeStreetAddress(other));
    });
  }

  for (const [one, other] of [
    ['12 Elgin St', '14 Elgin St'],
    ['12 Elgin St', '12 Elgin Ave'],
    ['12 Elgin St', '12 Metcalfe St'],
    ['300 Laurier Ave W', '300 Laurier Ave E'],
    ['10 Main St N', '10 Main St NE'],
    ['12A Elgin St', '12B Elgin St'],
    ['20 1st Ave', '20 2nd Ave'],
  ] as const) {
    it(`tells “${one}” and “${other}” apart`, () => {
      assert.notDeepEqual(normalizeStreetAddress(one), normalizeStreetAddress(other));
    });
  }

  it('keeps a civic number with a letter, and reads an address without one as a street alone', () => {
    assert.equal(normalizeStreetAddress('12A Elgin St').civicNumber, '12A');
    assert.deepEqual(normalizeStreetAddress('P.O. Box 45'), normalizeStreetAddress('PO Box 45'));
    assert.deepEqual(normalizeStreetAddress('RR 2'), { civicNumber: null, street: '2 RR', unit: null });
  });

  it('reads an empty line as nothing', () => {
    assert.deepEqual(normalizeStreetAddress('  '), { civicNumber: null, street: '', unit: null });
  });
});

describe('the unit, every way Canadians write it', () => {
  // Flat 2 of 88 Sparks Street, in line 1 before or after the street.
  for (const unit of [
    'Apt 2',
    'Apt. 2',
    'APT2',
    'Apt #2',
    'Apartment 2',
    'Unit 2',
    'Unit2',
    'unit #2',
    'Unit 02',
    'Suite 2',
    'Suite2',
    '#2',
    '# 2',
    'Rm 2',
    'app. 2',
    'App.2',
    'app 2',
    'appt 2',
    'appartement 2',
    'bureau 2',
    'Bureau2',
    'unité 2',
    'logement 2',
    'log. 2',
  ] as const) {
    it(`reads “${unit}” as flat 2, before or after the street`, () => {
      for (const line of [`${unit}, 88 Sparks St`, `88 Sparks St, ${unit}`, `88 Sparks St ${unit}`]) {
        assert.deepEqual(normalizeStreetAddress(line), { civicNumber: '88', street: 'SPARKS ST', unit: '2' });
      }
    });
  }

  it('reads the unit-civic form “2-88” as flat 2 at 88, the way Canada Post writes it', () => {
    assert.deepEqual(normalizeStreetAddress('2-88 Sparks St'), { civicNumber: '88', street: 'SPARKS ST', unit: '2' });
    assert.deepEqual(normalizeStreetAddress('2 - 88 rue Sparks'), { civicNumber: '88', street: 'SPARKS ST', unit: '2' });
    assert.deepEqual(normalizeStreetAddress('B-88 Sparks St'), { civicNumber: '88', street: 'SPARKS ST', unit: 'B' });
  });

  it('reads two numbers joined by a hyphen both ways, the unit-civic way first', () => {
    assert.deepEqual(streetAddressReadings('88-2 Sparks St'), [
      { civicNumber: '2', street: 'SPARKS ST', unit: '88' },
      { civicNumber: '88', street: 'SPARKS ST', unit: '2' },
    ]);
    assert.equal(streetAddressReadings('B-88 Sparks St').length, 1);
    assert.equal(streetAddressReadings('88 Sparks St').length, 1);
  });

  for (const [unit, read] of [
    ['Floor 2', 'FLOOR 2'],
    ['Fl. 2', 'FLOOR 2'],
    ['FLR 2', 'FLOOR 2'],
    ['2nd Floor', 'FLOOR 2'],
    ['2nd fl', 'FLOOR 2'],
    ['Second floor', 'FLOOR 2'],
    ['étage 2', 'FLOOR 2'],
    ['2e étage', 'FLOOR 2'],
    ['2ième étage', 'FLOOR 2'],
    ['deuxième étage', 'FLOOR 2'],
    ['3rd floor', 'FLOOR 3'],
    ['Upper', 'UPPER'],
    ['Upper unit', 'UPPER'],
    ['upper level', 'UPPER'],
    ['haut', 'UPPER'],
    ['logement du haut', 'UPPER'],
    ['Lower', 'LOWER'],
    ['Lower unit', 'LOWER'],
    ['bas', 'LOWER'],
    ['logement du bas', 'LOWER'],
    ['Rear', 'REAR'],
    ['Back unit', 'REAR'],
    ['arrière', 'REAR'],
    ['Basement', 'BASEMENT'],
    ['Bsmt', 'BASEMENT'],
    ['sous-sol', 'BASEMENT'],
  ] as const) {
    it(`reads “${unit}” as the flat ${read}, after the street`, () => {
      assert.deepEqual(normalizeStreetAddress(`88 Sparks St, ${unit}`), { civicNumber: '88', street: 'SPARKS ST', unit: read });
    });
  }

  it('reads a floor or a place in the house before the street too', () => {
    assert.equal(normalizeStreetAddress('2nd Floor, 88 Sparks St').unit, 'FLOOR 2');
    assert.equal(normalizeStreetAddress('Upper, 88 Sparks St').unit, 'UPPER');
    assert.equal(normalizeStreetAddress('Haut, 88, rue Sparks').unit, 'UPPER');
  });

  it('names the flat by its id when the address also gives its floor or place', () => {
    assert.equal(normalizeStreetAddress('88 Sparks St, Floor 2, Suite 204').unit, '204');
    assert.equal(normalizeStreetAddress('88 Sparks St, Upper Unit 3').unit, '3');
  });

  it('leaves street names that hold such words alone', () => {
    assert.deepEqual(normalizeStreetAddress('1869 Lower Water St'), { civicNumber: '1869', street: 'LOWER ST WATER', unit: null });
    assert.deepEqual(normalizeStreetAddress('10 Rang du Bas'), { civicNumber: '10', street: 'BAS CONC DU', unit: null });
    assert.equal(normalizeStreetAddress('15 Ste-Catherine St').unit, null);
  });
});

describe('householdOf', () => {
  const at = (line1: string, line2: string | null = null, postalCode = 'K1P 5B9') => householdOf({ postalCode, line1, line2 });

  for (const [line1, line2] of [
    ['88 Sparks St Unit2', null],
    ['88 Sparks Street, Apt 2', null],
    ['2-88 Sparks St', null],
    ['88 Sparks St', '#2'],
    ['88 Sparks St', 'Unit 2'],
    ['88 Sparks St', '2'],
    ['Apt 2', '88 Sparks Street'],
    ['88, rue Sparks, app. 2', null],
    ['88 rue Sparks', 'appartement 2'],
    ['88 rue Sparks', 'bureau 2'],
    ['88-2 Sparks St', null],
  ] as const) {
    it(`finds flat 2 of 88 Sparks Street in “${line1}” / “${line2}”`, () => {
      assert.ok(at(line1, line2)?.keys?.includes('K1P|88|SPARKS ST|2'));
    });
  }

  it('tells the flats of one building apart: they are other households', () => {
    const flats = [
      at('88 Sparks St'),
      at('88 Sparks St', 'Apt 1'),
      at('88 Sparks St', 'Apt 2'),
      at('88 Sparks St', 'Floor 2'),
      at('88 Sparks St', 'Floor 3'),
      at('88 Sparks St', 'Upper'),
      at('88 Sparks St', 'Lower'),
      at('88 Sparks St', 'Rear'),
    ];
    assert.equal(new Set(flats.map((flat) => flat?.key)).size, flats.length);
  });

  it('reads the same flat in English and in French as one household', () => {
    assert.equal(at('88 Sparks St', 'Upper')?.key, at('88, rue Sparks', 'logement du haut')?.key);
    assert.equal(at('88 Sparks St', 'Lower')?.key, at('88, rue Sparks', 'bas')?.key);
    assert.equal(at('88 Sparks St', 'Rear')?.key, at('88, rue Sparks', 'arrière')?.key);
    assert.equal(at('88 Sparks St', '2nd floor')?.key, at('88, rue Sparks', '2e étage')?.key);
    assert.equal(at('Apt 4, 300 Laurier Ave. W.')?.key, at('300, avenue Laurier Ouest, app. 4')?.key);
  });

  it('puts every flat of a building, however written, in one building', () => {
    const building = at('88 Sparks St')?.civicKeys;
    assert.deepEqual(building, ['K1P|88|SPARKS ST']);
    for (const flat of [at('88 Sparks St Unit2'), at('88 Sparks St Floor 2'), at('88 rue Sparks', 'haut')]) {
      assert.deepEqual(flat?.civicKeys, building);
    }
    // Two numbers joined by a hyphen count for both buildings they may name: "88-1 Sparks St" may be flat 1 at 88.
    assert.deepEqual(at('2-88 Sparks St')?.civicKeys, ['K1P|88|SPARKS ST', 'K1P|2|SPARKS ST']);
    assert.deepEqual(at('88-1 Sparks St')?.civicKeys, ['K1P|1|SPARKS ST', 'K1P|88|SPARKS ST']);
  });

  it('is one building in one forward sortation area, whatever the postal code’s last three characters', () => {
    assert.equal(at('12 Elgin St', null, 'K1P 5K7')?.key, at('12 Elgin St', null, 'k1p5k8')?.key);
    assert.notEqual(at('12 Elgin St', null, 'K2P 5K7')?.key, at('12 Elgin St', null, 'K1P 5K7')?.key);
  });

  it('is another building at another door', () => {
    assert.notDeepEqual(at('14 Elgin St')?.civicKeys, at('12 Elgin St')?.civicKeys);
  });

  it('is null without a postal code or a street line', () => {
    assert.equal(householdKey({ postalCode: null, line1: '12 Elgin St' }), null);
    assert.equal(householdKey({ postalCode: 'K1P5K7', line1: null }), null);
    assert.equal(householdKey({ postalCode: 'K1P5K7', line1: '   ' }), null);
  });

  it('keeps the unit it read, from line 1 or line 2, and none for a whole house', () => {
    assert.equal(at('12 Elgin St', 'Apt 4')?.unit, '4');
    assert.equal(at('12 Elgin St', '4B')?.unit, '4B');
    assert.equal(at('1-12 Elgin St', ' ')?.unit, '1');
    assert.equal(at('12 Elgin St', 'Buzz the side door')?.unit, null);
    assert.equal(at('12 Elgin St')?.key, 'K1P|12|ELGIN ST|');
  });
});
