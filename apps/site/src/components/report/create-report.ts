import type { ReportReason, ReportTargetType } from '@ile/shared/constants/reports';
import type { CreateReportBody, Report } from '@ile/shared/contracts/report';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ReportInput {
  reason: ReportReason;
  details: string;
}

export function createReport(targetType: ReportTargetType, targetId: string, input: ReportInput) {
  const body: CreateReportBody = {
    targetType,
    targetId,
    reason: input.reason,
    ...(input.details ? { details: input.details } : {}),
  };
  return api.post<Report>('/reports', body);
}

/** Sends a report; nothing on the page changes (staff decide, and the reporter is told by a notification). */
export function useCreateReport(targetType: ReportTargetType, targetId: string) {
  return useMutation({ mutationFn: (input: ReportInput) => createReport(targetType, targetId, input) });
}
