import simpleRestProvider from 'ra-data-simple-rest';

export const dataProvider = simpleRestProvider('/api/admin');
