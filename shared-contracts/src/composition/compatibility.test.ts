import fs from 'node:fs';
import path from 'node:path';
import { builtWithSchema, CONTRACTS_VERSION, incompatibility, satisfiesRange } from './compatibility';

describe('what a remote was built against', () => {
  it('names the version of shared-contracts/package.json', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as { version: string };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });

  it('reads ranges as npm does', () => {
    expect(satisfiesRange('19.3.1', '19.3.1')).toBe(true);
    expect(satisfiesRange('19.3.2', '19.3.1')).toBe(false);
    expect(satisfiesRange('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfiesRange('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.3.0', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.3.9', '~19.3.1')).toBe(true);
    expect(satisfiesRange('19.4.0', '~19.3.1')).toBe(false);
    expect(satisfiesRange('0.1.3', '^0.1.0')).toBe(true);
    expect(satisfiesRange('0.2.0', '^0.1.0')).toBe(false);
    expect(satisfiesRange('0.0.4', '^0.0.3')).toBe(false);
    expect(satisfiesRange('next', '^0.1.0')).toBe(false);
  });

  it('accepts a remote built on the shell’s contracts line and React', () => {
    expect(incompatibility({ contracts: '0.1.0', react: '19.3.1' }, { contracts: '0.1.3', react: '19.3.1' })).toBeNull();
  });

  it('refuses a remote built on newer contracts, naming both sides', () => {
    expect(incompatibility({ contracts: '1.0.0', react: '19.3.1' }, { contracts: '0.1.0', react: '19.3.1' })).toBe(
      'built against @maple/contracts 1.0.0 and React 19.3.1, but the shell has @maple/contracts 0.1.0 and React 19.3.1 ' +
        '(@maple/contracts 0.1.0 is not within ^1.0.0)',
    );
  });

  it('refuses a remote that asks for another React than the page shares', () => {
    expect(incompatibility({ contracts: '0.1.0', react: '19.4.0' }, { contracts: '0.1.0', react: '19.3.1' })).toContain(
      'React 19.3.1 is not within 19.4.0',
    );
  });

  it('takes only plain versions and package.json ranges', () => {
    expect(builtWithSchema.safeParse({ contracts: '0.1.0', react: '^19.3.1' }).success).toBe(true);
    expect(builtWithSchema.safeParse({ contracts: 'latest', react: '19.3.1' }).success).toBe(false);
    expect(builtWithSchema.safeParse({ contracts: '0.1.0', react: '>=19' }).success).toBe(false);
  });
});
