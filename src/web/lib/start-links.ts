import type { TemplateId } from "#core/resume/template-id.ts";

/**
 * Addresses that carry a choice made on a public page into the wizard: 'Usar este modelo' opens
 * /choose-option?modelo=<template id>, 'Usar como base' /choose-option?exemplo=<example id>. They are plain
 * links, so prerendered pages offer them without JavaScript; the wizard reads them with the same names.
 */
export const START_PARAMS = { modelo: "modelo", exemplo: "exemplo" } as const;

export function templateStartHref(templateId: TemplateId): string {
  return `/choose-option?${new URLSearchParams({ [START_PARAMS.modelo]: templateId })}`;
}

export function exampleStartHref(exampleId: string): string {
  return `/choose-option?${new URLSearchParams({ [START_PARAMS.exemplo]: exampleId })}`;
}
