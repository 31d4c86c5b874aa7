/** 'Datos de la empresa': the staff form. Pages read the details from core/company-details.ts. */
export * as company from './company.controller.ts';
