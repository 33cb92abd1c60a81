import { currencyForCountry, DEFAULT_COUNTRY, GeoCountryResponse, successEnvelope } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryFromAcceptLanguage } from './visitor-country';

/** Which currency prices follow for a visitor who has not chosen one (decisions.md: resolved by the api). */
export default async function geoRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/country',
    {
      schema: {
        tags: ['geo'],
        summary: "The visitor's country (from Accept-Language, else Nigeria) and its currency",
        response: { 200: successEnvelope(GeoCountryResponse) },
      },
    },
    async (request) => {
      const fromHeader = countryFromAcceptLanguage(request.headers['accept-language']);
      const country = fromHeader ?? DEFAULT_COUNTRY;
      return {
        status: 'success' as const,
        data: {
          country,
          currency: currencyForCountry(country),
          source: fromHeader ? ('accept-language' as const) : ('default' as const),
        },
      };
    },
  );
}
