// /app/host/public-profile/edit (§2.9): each field shown with an edit icon opening its editor (one at a time, PRF-010);
// Done validates and writes back to the form (PRF-011); the Save bar is enabled only when the form is dirty (PRF-012).
// The rules are the domain's (public-profile.rules.ts); the server checks them again. Save is the profile-save
// machine's (PRF-028 required fields, PRF-029 toast and host reload).
import {
  addPronoun,
  applyPublicProfileFieldEdit,
  canAddPronoun,
  HOST_SOCIAL_CHANNEL_KEYS,
  isPublicProfileSaveEnabled,
  openPublicProfileFieldEditor,
  PUBLIC_HOST_PROFILE_PATH_PREFIX,
  type PublicProfileField,
} from '@caravan/domain';
import { profileSaveMachine, selectProfileSaving } from '@caravan/machines';
import { Button, Link, showToast, TextField } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { BioField } from './BioField.js';
import { FieldEditor } from './FieldEditor.js';
import { InterestPicker } from './InterestPicker.js';
import { ProfilePictureField } from './ProfilePictureField.js';
import { type HostOwnProfile, profileApi } from './profile.api.js';
import { formOf, isFormDirty, type ProfileForm, saveBodyOf } from './profile-form.js';
import { PUBLIC_PROFILE_APP_PATH, ProfileLoading, useOwnProfile } from './ProfileViewPage.js';
import { MediaImage } from '../../media/MediaImage.js';

/** Toasts stay 4 s (§9). */
const TOAST_MS = 4000;
const LABELS: Record<EditableField, string> = {
  profilePictureUrl: 'Profile picture',
  displayName: 'Display name',
  pronouns: 'Pronouns',
  bio: 'Bio',
  interests: 'Interests',
  socialChannels: 'Socials',
};
type EditableField = Exclude<PublicProfileField, 'languages' | 'country'>;
const CHANNEL_LABELS = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  facebook: 'Facebook',
  personalSite: 'Personal site',
};

export function ProfileEditPage() {
  const { hostId, profile, failed, loading } = useOwnProfile();
  if (loading || failed || !profile || !hostId) return <ProfileLoading failed={failed} title="Edit Profile" />;
  return <ProfileEditor hostId={hostId} saved={profile} />;
}

function ProfileEditor({ hostId, saved }: { hostId: string; saved: HostOwnProfile }) {
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => formOf(saved));
  const [form, setForm] = useState<ProfileForm>(baseline);
  const [open, setOpen] = useState<EditableField | null>(null);
  // The open editor works on a copy of the whole form, so each field's draft keeps its own type; Done takes only
  // the open field back.
  const [draft, setDraft] = useState<ProfileForm>(baseline);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const dirty = isFormDirty(form, baseline);

  // The form as it is now, for the save actor (the machine carries only what its guard needs).
  const formRef = useRef(form);
  formRef.current = form;
  const saver = useActorRef(
    profileSaveMachine.provide({
      actors: {
        saveProfile: fromPromise(async () => {
          const data = await profileApi.save(hostId, saveBodyOf(formRef.current, saved));
          const next = formOf(data.profile);
          setBaseline(next);
          setForm(next);
        }),
        // PRF-029: the host record is read again (the shell's badge and name follow).
        reloadHost: fromPromise(() => queryClient.invalidateQueries({ queryKey: ['host'] })),
      },
      actions: {
        announce: ({ context }) => {
          if (context.notice) showToast(context.notice, TOAST_MS);
        },
      },
    }),
  );
  const saving = useSelector(saver, selectProfileSaving);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const edit = (field: EditableField) => {
    setOpen((current) => openPublicProfileFieldEditor(current, field));
    setDraft(structuredClone(form));
    setFieldError(null);
  };
  const done = () => {
    if (!open) return;
    const result = applyPublicProfileFieldEdit(form, open, draft[open]);
    if (!result.ok) return setFieldError(result.error);
    setForm(result.form);
    setOpen(null);
  };
  const onSave = () =>
    saver.send({ type: 'profile.save', required: { bio: form.bio, profilePictureUrl: form.profilePictureUrl } });

  const section = (field: EditableField, value: ReactNode) => (
    <section className="hp-Field" aria-labelledby={`hp-${field}`}>
      <div className="hp-Field-head">
        <h2 id={`hp-${field}`}>{LABELS[field]}</h2>
        <Button variant="quiet" size="sm" aria-label={`Edit ${LABELS[field]}`} onPress={() => edit(field)}>
          <span aria-hidden="true">✎</span>
        </Button>
      </div>
      <div className="hp-Field-value">{value}</div>
    </section>
  );
  const none = <span className="hp-Empty">Not set</span>;

  return (
    <div className="hp-Page">
      <h1>Edit Profile</h1>
      <div className="hp-Toolbar">
        <Link href={PUBLIC_PROFILE_APP_PATH}>Back to Profile</Link>
        {saved.pagePath ? (
          <Link href={`${PUBLIC_HOST_PROFILE_PATH_PREFIX}${saved.pagePath}`} target="_blank" rel="noopener">
            View Public Profile
          </Link>
        ) : null}
      </div>
      {section(
        'profilePictureUrl',
        form.profilePictureUrl ? (
          <MediaImage
            className="hp-Thumb"
            src={form.profilePictureUrl}
            alt="Your profile picture"
            width={96}
            height={96}
            sizes="96px"
            priority
          />
        ) : (
          none
        ),
      )}
      {section('displayName', form.displayName || `${saved.firstName} ${saved.lastName}`)}
      {section('pronouns', form.pronouns.length ? form.pronouns.join(', ') : none)}
      {section('bio', form.bio ? <p className="hp-BioText">{form.bio}</p> : none)}
      {section('interests', form.interests.length ? form.interests.map((i) => i.name).join(', ') : none)}
      {section(
        'socialChannels',
        HOST_SOCIAL_CHANNEL_KEYS.some((k) => form.socialChannels[k]) ? (
          <ul className="hp-List">
            {HOST_SOCIAL_CHANNEL_KEYS.filter((k) => form.socialChannels[k]).map((k) => (
              <li key={k}>
                {CHANNEL_LABELS[k]}: {form.socialChannels[k]}
              </li>
            ))}
          </ul>
        ) : (
          none
        ),
      )}
      <section className="hp-SaveBar" aria-label="Save changes">
        <span>{dirty ? 'You have unsaved changes.' : 'All changes saved.'}</span>
        <Button isDisabled={!isPublicProfileSaveEnabled({ isDirty: dirty, isSaving: saving })} onPress={onSave}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </section>
      {open ? (
        <FieldEditor title={`Edit ${LABELS[open]}`} error={fieldError} onCancel={() => setOpen(null)} onDone={done}>
          <DraftEditor field={open} draft={draft} setDraft={setDraft} />
        </FieldEditor>
      ) : null}
    </div>
  );
}

function DraftEditor({
  field,
  draft,
  setDraft,
}: {
  field: EditableField;
  draft: ProfileForm;
  setDraft: (next: ProfileForm) => void;
}) {
  switch (field) {
    case 'profilePictureUrl':
      return (
        <ProfilePictureField
          url={draft.profilePictureUrl || undefined}
          onChange={(profilePictureUrl) => setDraft({ ...draft, profilePictureUrl })}
          label="Choose a picture"
        />
      );
    case 'displayName':
      return (
        <TextField
          label="Display name"
          value={draft.displayName}
          onChange={(displayName) => setDraft({ ...draft, displayName })}
          autoFocus
        />
      );
    case 'bio':
      return <BioField value={draft.bio} onChange={(bio) => setDraft({ ...draft, bio })} />;
    case 'pronouns':
      return <PronounsEditor pronouns={draft.pronouns} onChange={(pronouns) => setDraft({ ...draft, pronouns })} />;
    case 'interests':
      return <InterestPicker selected={draft.interests} onChange={(interests) => setDraft({ ...draft, interests })} />;
    case 'socialChannels': {
      const channels = draft.socialChannels;
      return (
        <div className="hp-Channels">
          {HOST_SOCIAL_CHANNEL_KEYS.map((k) => (
            <TextField
              key={k}
              label={CHANNEL_LABELS[k]}
              value={channels[k] ?? ''}
              onChange={(v) => setDraft({ ...draft, socialChannels: { ...channels, [k]: v } })}
            />
          ))}
        </div>
      );
    }
  }
}

/** Pronouns: a text entry with Add, disabled while empty (PRF-013); trimmed, duplicates not added (PRF-014). */
function PronounsEditor({ pronouns, onChange }: { pronouns: string[]; onChange: (p: string[]) => void }) {
  const [entry, setEntry] = useState('');
  return (
    <div className="hp-Pronouns">
      <div className="hp-Pronouns-add">
        <TextField label="Pronoun" value={entry} onChange={setEntry} autoFocus />
        <Button
          variant="secondary"
          isDisabled={!canAddPronoun(entry)}
          onPress={() => {
            onChange(addPronoun(pronouns, entry));
            setEntry('');
          }}
        >
          Add
        </Button>
      </div>
      <ul className="hp-List">
        {pronouns.map((p) => (
          <li key={p}>
            {p}{' '}
            <Button
              variant="quiet"
              size="sm"
              aria-label={`Remove ${p}`}
              onPress={() => onChange(pronouns.filter((x) => x !== p))}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
