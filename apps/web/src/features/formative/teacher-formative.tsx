import { useId, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import {
  FORMATIVE_TEXT,
  formativeAttachmentOf,
  formativeCallToActionText,
  organizerButtonLabel,
  type ArticleLevel,
  type Content,
  type FormativeJwtQuery,
  type FormativeStatus,
  type GraphicOrganizer,
  type Me,
} from '@lectern/domain';
import { api } from '../../lib/api.js';
import { useFeatures } from '../../lib/use-features.js';
import { InfoPopover } from '../../ui/info-popover.js';
import { buttonClass, PlainButton } from '../../ui/plain-button.js';
import { useToast } from '../../ui/toast.js';
import ui from '../../ui/ui.module.css';
import { acceptFormativeTerms, launchFormative, useFormativeStatus, useOrganizers } from './api.js';
import s from './formative.module.css';

/**
 * What the teacher's Activities panel offers beside the article's activities: graphic organizers
 * for the reading skills the level's quiz assesses (VIDEO-32 … VIDEO-34), and, where a Formative
 * tool is set up, the Formative section with its call to action (TOOLS-34 … TOOLS-41).
 */
export function TeacherFormative({ me, content, level }: { me: Me; content: Content; level: ArticleLevel }) {
  const features = useFeatures(true).data;
  const status = useFormativeStatus(true);
  const organizers = useOrganizers(content.id, level.id, true);
  const toast = useToast();
  // The launch waiting for the terms to be accepted (TOOLS-41).
  const [pending, setPending] = useState<FormativeJwtQuery | null>(null);
  const available = status.data?.available === true;

  const launch = (query: FormativeJwtQuery) =>
    launchFormative(content.id, query).catch((err: Error) => toast(err.message, 'error'));

  /** Opens the tool, after the terms when this teacher has not accepted them (or they cannot be fetched). */
  const open = async (query: FormativeJwtQuery) => {
    if (features?.formative_terms_accepted === true) return launch(query);
    const terms = await api<FormativeStatus>('GET', '/api/v3/formative/').then(
      (r) => r.terms,
      () => null,
    );
    if (terms?.accepted) return launch(query);
    setPending(query);
  };

  const skills = organizers.data?.skills ?? [];
  const quiz = content.attachments.find((a) => a.content_type === 'QUIZ');
  const articleQuery: FormativeJwtQuery = {
    ...(quiz ? { quizContentId: quiz.id } : {}),
    rawLexile: level.raw_lexile,
  };
  return (
    <div className={s.teacherFormative}>
      {skills.length > 0 && (
        <div className={s.organizers}>
          <h3 className={s.heading}>Graphic organizers</h3>
          <ul className={s.skillList}>
            {skills.map((skill) => (
              <li key={skill}>
                <OrganizerButton
                  skill={skill}
                  items={organizers.data!.results.filter((o) => o.reading_skill === skill)}
                  formative={available}
                  onOpen={(o) => open({ formativeDestination: formativeAttachmentOf(o).url })}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {available && features?.formative_activities !== false && (
        <FormativeSection
          subject={content.data.subject}
          callToAction={features?.formative_call_to_action !== false}
          onCustomize={() => open({ ...articleQuery, formativeDestination: 'customize' })}
          onOpen={() => open(articleQuery)}
        />
      )}
      <TermsDialog
        userId={me.id}
        isOpen={pending !== null}
        onCancel={() => setPending(null)}
        onRead={() => void launch({ formativeDestination: 'terms' })}
        onAccepted={() => {
          const query = pending ?? {};
          setPending(null);
          void status.refetch();
          void launch(query);
        }}
      />
    </div>
  );
}

/** VIDEO-32, VIDEO-33: the count and title of a skill's organizers, opening them in a modal. */
function OrganizerButton({
  skill,
  items,
  formative,
  onOpen,
}: {
  skill: string;
  items: GraphicOrganizer[];
  formative: boolean;
  onOpen: (o: GraphicOrganizer) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <PlainButton
        variant="secondary"
        className={s.skillButton}
        aria-label={organizerButtonLabel(skill, items.length)}
        onClick={() => setOpen(true)}
      >
        <span className={s.skillName}>{skill}</span>
        <span className={s.skillCount} aria-hidden="true">
          {items.length} {items.length === 1 ? 'organizer' : 'organizers'}
        </span>
      </PlainButton>
      <ModalOverlay isOpen={isOpen} onOpenChange={setOpen} isDismissable className={ui.overlay}>
        <Modal className={`${ui.modal} ${s.organizerModal}`}>
          <Dialog className={ui.dialog} aria-labelledby={titleId}>
            {({ close }) => (
              <>
                <p className={s.eyebrow}>{FORMATIVE_TEXT.organizersEyebrow}</p>
                <Heading slot="title" id={titleId}>
                  {skill}
                </Heading>
                <ul className={s.organizerList}>
                  {items.map((o) => (
                    <li key={o.id} className={s.organizer}>
                      <img
                        className={s.preview}
                        src={o.png_url}
                        alt={`A preview of the printable ${o.title} organizer`}
                        width={170}
                        height={220}
                        loading="lazy"
                      />
                      <div className={s.organizerText}>
                        <span className={s.grade}>GRADE {o.grade_range}</span>
                        <h3 className={s.organizerTitle}>{o.title}</h3>
                        {formative ? (
                          <PlainButton variant="primary" onClick={() => onOpen(o)}>
                            {FORMATIVE_TEXT.organizerOpen}
                          </PlainButton>
                        ) : (
                          <a className={buttonClass('primary')} href={o.pdf_url} download={`${o.slug}.pdf`}>
                            {FORMATIVE_TEXT.organizerDownload}
                            <span className="visually-hidden">: {o.title}</span>
                          </a>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
                <div className={s.actions}>
                  <PlainButton variant="secondary" onClick={close}>
                    {FORMATIVE_TEXT.done}
                  </PlainButton>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** TOOLS-35 … TOOLS-37: the collapsible Formative section, its help and its call to action. */
function FormativeSection({
  subject,
  callToAction,
  onCustomize,
  onOpen,
}: {
  subject: string;
  callToAction: boolean;
  onCustomize: () => void;
  onOpen: () => void;
}) {
  const [expanded, setExpanded] = useState(true);
  const [help, setHelp] = useState(false);
  const helpRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const cta = callToAction ? formativeCallToActionText(subject) : null;
  return (
    <section className={s.section} aria-label={FORMATIVE_TEXT.section}>
      <div className={s.sectionHead}>
        <h3 className={s.heading}>
          <button
            type="button"
            className={s.toggle}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded(!expanded)}
          >
            <span aria-hidden="true" className={expanded ? s.chevronOpen : s.chevron}>
              ›
            </span>
            {FORMATIVE_TEXT.section}
          </button>
        </h3>
        <button
          type="button"
          ref={helpRef}
          className={s.help}
          aria-label="About Formative"
          aria-expanded={help}
          onClick={() => setHelp(true)}
        >
          ?
        </button>
        <InfoPopover triggerRef={helpRef} isOpen={help} onOpenChange={setHelp} title={FORMATIVE_TEXT.section}>
          <p className={s.helpText}>{FORMATIVE_TEXT.help}</p>
        </InfoPopover>
      </div>
      <div id={bodyId} hidden={!expanded} className={s.sectionBody}>
        {cta && (
          <div className={s.cta}>
            <p className={s.ctaHeadline}>{cta.headline}</p>
            <p className={s.ctaBody}>{cta.body}</p>
            <ul className={s.tags} aria-label="Question types">
              {cta.tags.map((t) => (
                <li key={t} className={s.tag}>
                  {t}
                </li>
              ))}
            </ul>
            <PlainButton variant="primary" onClick={onCustomize}>
              Customize in Formative
            </PlainButton>
          </div>
        )}
        <PlainButton variant="secondary" className={s.openTool} onClick={onOpen}>
          Open this article in Formative
        </PlainButton>
      </div>
    </section>
  );
}

/** TOOLS-41: the Formative terms, accepted before the first launch (API-25). */
function TermsDialog({
  userId,
  isOpen,
  onCancel,
  onRead,
  onAccepted,
}: {
  userId: number;
  isOpen: boolean;
  onCancel: () => void;
  /** The terms themselves, on the tool's own page (their data is a launch: url and payload, TOOLS-39). */
  onRead: () => void;
  onAccepted: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptFormativeTerms(userId);
      onAccepted();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(o) => !o && onCancel()} isDismissable className={ui.overlay}>
      <Modal className={ui.modal}>
        <Dialog className={ui.dialog}>
          <Heading slot="title">{FORMATIVE_TEXT.termsTitle}</Heading>
          <div className={s.terms}>
            <p>
              Formative is a separate tool your school has connected to Lectern. When you open it, Lectern sends it a sign-in
              token with an id for your account and the article you are working on, never your name or email.
            </p>
            <p>
              What you build in Formative is kept by Formative under its own terms of service and privacy policy.{' '}
              <button type="button" className={s.linkButton} onClick={onRead}>
                {FORMATIVE_TEXT.termsRead}
              </button>
            </p>
            {error && (
              <p role="alert" className={s.error}>
                {error}
              </p>
            )}
          </div>
          <div className={s.actions}>
            <PlainButton variant="secondary" onClick={onCancel}>
              Cancel
            </PlainButton>
            <PlainButton variant="primary" onClick={() => void accept()} disabled={busy}>
              {FORMATIVE_TEXT.termsAccept}
            </PlainButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
