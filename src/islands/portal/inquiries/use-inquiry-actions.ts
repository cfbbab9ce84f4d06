import { useState } from 'react';
import type { InquiryStatus } from '#src/lib/enums';
import { api, errorMessage } from '#src/islands/lib/api';
import { toast } from '#src/islands/stores/toasts';
import type { InquiryDto } from '#src/islands/lib/types';

/** Changes an inquiry's status with the spec's toasts; resolves to the updated inquiry or null on failure. */
export function useInquiryStatus(onChanged?: (inquiry: InquiryDto) => void) {
  const [pending, setPending] = useState(false);
  const change = async (id: number, status: InquiryStatus): Promise<InquiryDto | null> => {
    setPending(true);
    try {
      const updated = await api.put<InquiryDto>(`/api/inquiries/${id}/status`, { status });
      toast({ title: 'Status Updated', description: 'The inquiry status has been updated.' });
      onChanged?.(updated);
      return updated;
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to update status: ${errorMessage(error, 'Please try again.')}`,
        variant: 'destructive',
      });
      return null;
    } finally {
      setPending(false);
    }
  };
  return { change, pending };
}
