import * as z from 'zod/mini';
import { integerInRange, mediaRefSchema, nullWhenAbsent, optionalText, requiredText } from '../validation/inputs';
import { msg } from '../validation/messages';
import { UPLOADED_PDF_PATTERN } from '../validation/uploads';
import { COMMUNICATION_TEXT_MAX } from './company-settings.limits';
import { MAX_YEARLY_CREDIT_DAYS } from './credit-policy';
import { FEATURES } from './plans';

/**
 * `/entreprise/{slug}/parametres`, one section at a time (`PUT /companies/{slug}/settings/<section>`); the
 * registration section keeps its own schema (registration-settings.schema.ts). Read with `GET /companies/{slug}/settings`.
 */

/** Who decides on an employee's work-time dates when they need a validation (spec §3 'Validator types for a company'). */
export const WORK_TIME_VALIDATORS = ['manager', 'company_admin'] as const;
export type WorkTimeValidator = (typeof WORK_TIME_VALIDATORS)[number];


export const identitySettingsInputSchema = z.object({
  name: requiredText(120, 'company_name_required'),
  logo: nullWhenAbsent(mediaRefSchema),
});
export type IdentitySettingsInput = z.input<typeof identitySettingsInputSchema>;

export const validationSettingsInputSchema = z.object({
  /** Work-time dates wait for a validation (otherwise they are validated at once, spec §4). */
  managerValidation: z.boolean(),
  workTimeValidator: z.enum(WORK_TIME_VALIDATORS, msg('choose_from_list')),
});
export type ValidationSettingsInput = z.infer<typeof validationSettingsInputSchema>;

export const creditSettingsInputSchema = z.object({
  yearlyCreditDays: integerInRange(0, MAX_YEARLY_CREDIT_DAYS),
});
export type CreditSettingsInput = z.infer<typeof creditSettingsInputSchema>;

const uploadedPdf = z.string(msg('format_invalid')).check(z.trim(), z.regex(UPLOADED_PDF_PATTERN, msg('format_invalid')));

/** The privacy policy and terms of use, PDF files served from `/{companySlug}/privacy-policy` (null: none). */
export const legalSettingsInputSchema = z.object({
  privacyPolicy: nullWhenAbsent(uploadedPdf),
  termsOfUse: nullWhenAbsent(uploadedPdf),
});
export type LegalSettingsInput = z.input<typeof legalSettingsInputSchema>;

/** The short text and image of the company's public entrance `/collaborateur/{slug}`. */
export const communicationSettingsInputSchema = z.object({
  text: optionalText(COMMUNICATION_TEXT_MAX),
  image: nullWhenAbsent(mediaRefSchema),
});
export type CommunicationSettingsInput = z.input<typeof communicationSettingsInputSchema>;

/** One switch of « Fonctionnalités ». */
export const featureSwitchInputSchema = z.object({
  feature: z.enum(FEATURES, msg('choose_from_list')),
  enabled: z.boolean(),
});
export type FeatureSwitchInput = z.infer<typeof featureSwitchInputSchema>;

/** `GET /companies/{slug}/settings`: every section as the form shows it. */
export interface CompanySettings {
  identity: { name: string; logo: string | null };
  registration: { allowedEmailDomains: string[]; validatesNewAccounts: boolean };
  validation: ValidationSettingsInput;
  credits: { yearlyCreditDays: number };
  legal: { privacyPolicy: string | null; termsOfUse: string | null };
  communication: { text: string | null; image: string | null };
  features: Array<{ feature: (typeof FEATURES)[number]; allowed: boolean; enabled: boolean }>;
}
