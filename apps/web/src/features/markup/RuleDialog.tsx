import { MARKUP_MSG, type MarkupRule, RULE_CABINS, type RuleKind } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  InputAdornment,
  MenuItem,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormDateField } from '../../ui/form/FormDateField';
import { FormTextField } from '../../ui/form/FormTextField';
import { applyServerErrors } from '../../ui/form/server-errors';
import { notify } from '../../ui/notify';
import { AirlinePicker } from './AirlinePicker';
import { useMarkupGroups } from './api/groups';
import { useSaveRule } from './api/rules';
import { KIND_TITLES } from './kinds';
import { emptyRuleForm, formFieldOf, formToRule, type RuleForm, ruleForm, ruleToForm } from './rule-form';

const SELECTS = {
  adjustment: [
    ['markup', 'Markup'],
    ['discount', 'Discount'],
  ],
  valueType: [
    ['percentage', 'Percentage (%)'],
    ['fixed', 'Fixed amount (₹)'],
  ],
  per: [
    ['booking', 'Per booking'],
    ['passenger', 'Per passenger'],
  ],
  scope: [
    ['all', 'Domestic and international'],
    ['domestic', 'Domestic'],
    ['international', 'International'],
  ],
  cabin: [['', 'Any cabin'], ...Object.entries(RULE_CABINS)],
} as const satisfies Partial<Record<keyof RuleForm, readonly (readonly [string, string])[]>>;

type RuleDialogProps = { kind: RuleKind; rule: MarkupRule | null; onClose: () => void };

/** Adds or edits one rule; the server's refusals (overlap, unknown airline) land under their fields. */
export function RuleDialog({ kind, rule, onClose }: RuleDialogProps) {
  const save = useSaveRule(kind);
  const groups = useMarkupGroups();
  const form = useForm<RuleForm>({
    resolver: zodResolver(ruleForm),
    defaultValues: rule ? ruleToForm(rule) : emptyRuleForm(),
  });
  const valueType = useWatch({ control: form.control, name: 'valueType' });
  const hasAirline = kind === 'defaultAirline' || kind === 'airlineSpecific';

  const onSubmit = form.handleSubmit(async (values) => {
    if (kind === 'airlineSpecific' && !values.airlineCode) {
      form.setError('airlineCode', { message: MARKUP_MSG.airlineRequired });
      return;
    }
    try {
      const saved = await save.mutateAsync(formToRule(values));
      notify.success(saved.message);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, formFieldOf);
    }
  });

  const select = (name: keyof typeof SELECTS, label: string) => (
    <FormTextField control={form.control} name={name} label={label} select fullWidth>
      {SELECTS[name].map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </FormTextField>
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>
          {rule ? 'Edit' : 'Add'} {KIND_TITLES[kind].toLowerCase()}
        </DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {hasAirline && (
              <Grid size={12}>
                <Controller
                  control={form.control}
                  name="airlineCode"
                  render={({ field, fieldState }) => (
                    <AirlinePicker
                      label={kind === 'airlineSpecific' ? 'Airline' : 'Airline (empty for every airline)'}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={form.control} name="groupId" label="Group" select fullWidth>
                <MenuItem value="">All groups</MenuItem>
                {(groups.data ?? []).map((g) => (
                  <MenuItem key={g.id} value={g.id}>
                    {g.groupName}
                  </MenuItem>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{select('adjustment', 'Markup or discount')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{select('valueType', 'Value type')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                control={form.control}
                name="amount"
                label="Value"
                fullWidth
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: {
                    [valueType === 'fixed' ? 'startAdornment' : 'endAdornment']: (
                      <InputAdornment position={valueType === 'fixed' ? 'start' : 'end'}>
                        {valueType === 'fixed' ? '₹' : '%'}
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{select('per', 'Applies')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{select('scope', 'Flights')}</Grid>
            <Grid size={12}>{select('cabin', 'Cabin')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField control={form.control} name="validFrom" label="Valid from" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField control={form.control} name="validTo" label="Valid to" fullWidth />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
