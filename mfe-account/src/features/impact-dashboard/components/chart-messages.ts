import { defineMessages } from 'react-intl';

/** The words the dashboard's charts share. */
export const chartMessages = defineMessages({
  numbers: { id: 'impactDashboard.chart.numbers', defaultMessage: 'See the numbers' },
  yours: { id: 'impactDashboard.chart.yours', defaultMessage: '(your cause)' },
});
