// One account section's save: the domain schema checks the whole update first (messages by field), then the call;
// 'Your {section} was updated successfully.' as a 3-second snackbar (OER-006, OER-010) with 'Your changes have been
// saved!' beside the button for 3 seconds (OER-005); on failure 'There was an error saving your {section}. Please try
// again.' (OER-007) and the server's field messages. What was typed is kept.
import {
  fieldErrorsOfZod,
  type OperatorAccountSection,
  type OperatorAccountUpdateInput,
  TOAST_DURATIONS_MS,
  operatorAccountSaveMessage,
  operatorAccountUpdateSchema,
} from '@caravan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { notify } from '../../shell/notify.js';
import { accountApi, accountKeys } from './account.api.js';

export function useSectionSave(section: OperatorAccountSection) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [justSaved, setJustSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: accountApi.save,
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.me, data);
      setErrors({});
      setJustSaved(true);
      notify({ title: operatorAccountSaveMessage(section, true), tone: 'success' }, 'snackbar');
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? error.fields : {});
      notify({ title: operatorAccountSaveMessage(section, false), tone: 'danger' }, 'snackbar');
    },
  });
  // OER-005: the inline confirmation lasts as long as the snackbar (3 seconds).
  useEffect(() => {
    if (!justSaved) return;
    const timer = setTimeout(() => setJustSaved(false), TOAST_DURATIONS_MS.snackbar);
    return () => clearTimeout(timer);
  }, [justSaved]);
  const save = (body: OperatorAccountUpdateInput) => {
    setJustSaved(false);
    const parsed = operatorAccountUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOfZod(parsed));
      return;
    }
    mutation.mutate(body);
  };
  return {
    save,
    errors,
    clearError: (key: string) => setErrors(({ [key]: _gone, ...rest }) => rest),
    pending: mutation.isPending,
    failed: mutation.isError ? operatorAccountSaveMessage(section, false) : null,
    justSaved,
  };
}
