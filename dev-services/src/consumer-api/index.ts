export { createConsumerApiServer, DEFAULT_LOGIN_RATE_LIMIT, type ConsumerApiServer } from './server';
