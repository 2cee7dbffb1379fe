import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { renderWithIntl } from '../testing/render-with-intl';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

const provinces = [
  { value: 'QC', label: 'Quebec' },
  { value: 'ON', label: 'Ontario' },
];

function Search() {
  const [search, setSearch] = useState('');
  return (
    <IntlProvider locale="en-CA" defaultLocale="en-CA" messages={{}}>
      <TextField label="Search rewards" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <p>Results for “{search}”</p>
    </IntlProvider>
  );
}

describe('TextField', () => {
  it('takes in the keys typed into its served markup before its script hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const served = screen.getByRole('searchbox', { name: 'Search rewards' });
    (served as HTMLInputElement).value = 'tim hortons';

    await act(async () => {
      hydrateRoot(container, <Search />);
    });

    expect(screen.getByRole('searchbox', { name: 'Search rewards' })).toBe(served);
    expect(served).toHaveValue('tim hortons');
    expect(screen.getByText('Results for “tim hortons”')).toBeInTheDocument();
    await userEvent.type(served, ' card');
    expect(screen.getByText('Results for “tim hortons card”')).toBeInTheDocument();
    container.remove();
  });

  it('is named by its label and described by its hint', () => {
    renderWithIntl(<TextField label="Email address" hint="We send your rewards there." type="email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send your rewards there.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is marked invalid and described by its error, said after the hint', () => {
    renderWithIntl(<TextField label="Postal code" hint="Like A1A 1A1." error="Enter a postal code like A1A 1A1." />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Like A1A 1A1. Error: Enter a postal code like A1A 1A1.');
  });

  it('puts its error in a polite live region that is there before the error', () => {
    const { rerender } = renderWithIntl(<TextField label="City" />);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="City" error="Fill in this field." />);
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Error: Fill in this field.');
  });

  it('marks an optional field in the page’s language', () => {
    renderWithIntl(<TextField label="Apartment" optional />, { locale: 'fr-CA' });
    expect(screen.getByRole('textbox', { name: 'Apartment (facultatif)' })).toBeInTheDocument();
  });

  it('forwards its ref to the input (react-hook-form registers through it)', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithIntl(<TextField label="Name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });

  it('keeps a description given by the page', () => {
    renderWithIntl(
      <>
        <p id="rules">Eight characters or more.</p>
        <TextField label="Password" type="password" aria-describedby="rules" error="Too short." />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Error: Too short. Eight characters or more.');
  });
});

describe('TextArea and Select', () => {
  it('wire their label, hint and error the same way', () => {
    renderWithIntl(
      <>
        <TextArea label="Your message" hint="No personal details." error="Fill in this field." />
        <Select label="Province" placeholder="Choose a province" options={provinces} error="Choose an answer." />
      </>,
    );
    const message = screen.getByRole('textbox', { name: 'Your message' });
    expect(message).toBeInvalid();
    expect(message).toHaveAccessibleDescription('No personal details. Error: Fill in this field.');
    const province = screen.getByRole('combobox', { name: 'Province' });
    expect(province).toBeInvalid();
    expect(province).toHaveAccessibleDescription('Error: Choose an answer.');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a province', 'Quebec', 'Ontario']);
  });
});

describe('Checkbox', () => {
  it('is one labelled box with its hint and error', async () => {
    renderWithIntl(<Checkbox label="I accept the offer rules" hint="You can read them first." error="Accept the rules to join." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the offer rules' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('You can read them first. Error: Accept the rules to join.');
    await userEvent.click(screen.getByText('I accept the offer rules'));
    expect(box).toBeChecked();
  });
});

describe('RadioGroup', () => {
  it('is a group named by its question, with one answer at a time', async () => {
    renderWithIntl(
      <RadioGroup
        label="Gender"
        hint="Choose one."
        name="gender"
        options={[
          { value: 'F', label: 'Female' },
          { value: 'M', label: 'Male' },
          { value: 'R', label: 'I’d rather not say', hint: 'We will not ask again.' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Gender' });
    expect(group).toHaveAccessibleDescription('Choose one.');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.getByRole('radio', { name: 'Female' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I’d rather not say' })).toHaveAccessibleDescription('We will not ask again.');
  });

  it('marks every answer invalid and describes the group by its error', () => {
    renderWithIntl(<RadioGroup label="Gender" name="gender" error="Choose an answer." options={[{ value: 'F', label: 'Female' }]} />);
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Error: Choose an answer.');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeInvalid();
  });

  it('can be controlled', () => {
    renderWithIntl(
      <RadioGroup
        label="Size"
        value="M"
        onChange={() => undefined}
        options={provinces.map((p) => ({ ...p, value: p.value === 'QC' ? 'M' : 'L' }))}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Quebec' })).toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  it('lets the member pick several answers', async () => {
    renderWithIntl(
      <CheckboxGroup
        label="Ethnicity and culture"
        hint="Choose every answer that applies."
        name="ethnicity"
        defaultValue={['French']}
        options={['White', 'Black', 'French'].map((value) => ({ value, label: value }))}
      />,
    );
    expect(screen.getByRole('group', { name: 'Ethnicity and culture' })).toHaveAccessibleDescription('Choose every answer that applies.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Black' }));
    expect(screen.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual(['Black', 'French']);
  });
});
