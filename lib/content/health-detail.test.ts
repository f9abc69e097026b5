import { healthFor, showsHealthDetail } from './health-detail';

const SECRET = 'wfhealth-0123456789';
const failing = { status: 'ok', content: 'unavailable', replica: { ready: true, state: 'failing', ageSeconds: 42, error: 'ContentHostError 502 from host' } };

it('shows state and age to anyone, and the last failure only with the secret', () => {
  const seen = healthFor(failing, showsHealthDetail(null, SECRET));
  expect(seen).toEqual({ status: 'ok', content: 'unavailable', replica: { ready: true, state: 'failing', ageSeconds: 42 } });
  expect(JSON.stringify(healthFor(failing, showsHealthDetail('wrong-secret-000000', SECRET)))).not.toMatch(/502|Error/);
  expect(healthFor(failing, showsHealthDetail(SECRET, SECRET)).replica.error).toBe('ContentHostError 502 from host');
});

it('shows the failure to nobody when no secret is set', () => {
  expect(showsHealthDetail('', '')).toBe(false);
  expect(healthFor(failing, showsHealthDetail('', '')).replica).not.toHaveProperty('error');
});
