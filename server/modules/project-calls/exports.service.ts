import { AppError } from '../../../shared/errors';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { projectCallQuestions } from '../../../shared/project-calls/project-call.rules';
import { CONTENT_TYPES, type Column, type ExportFile, type ExportFormat, type Row, toCsv, toXlsx } from '../../http/download';
import { formatParisDateTime, label, texts } from '../../http/labels';
import type { Sql } from '../../db/connect';
import * as q from './project-calls.sql';
import { presentProjectCall } from './present';

type Deps = { sql: Sql };

/**
 * Spec §7 downloads of a project call (company admins): its submitted projects with their answers and votes
 * (`exports/project-calls/{id}`), and every answer to its questionnaire, one row per answer
 * (`exports/project-typeform-responses/{id}`).
 */

interface ExportTexts {
  projects_sheet: string;
  answers_sheet: string;
  columns: Record<string, string>;
}

const exportTexts = (language: Language) => texts(language, 'project-calls').exports as unknown as ExportTexts;

const PROJECT_COLUMNS: Column[] = [
  { key: 'association_name', width: 28 },
  { key: 'holder_name', width: 24 },
  { key: 'holder_email', width: 30 },
  { key: 'user_role', width: 18 },
  { key: 'website', width: 28 },
  { key: 'tagline', width: 36 },
  { key: 'video_url', width: 28 },
  { key: 'state', width: 14 },
  { key: 'votes', width: 10 },
  { key: 'submitted_at', width: 20 },
];

const ANSWER_COLUMNS: Column[] = [
  { key: 'association_name', width: 28 },
  { key: 'holder_email', width: 30 },
  { key: 'question', width: 48 },
  { key: 'answer', width: 70 },
  { key: 'submitted_at', width: 20 },
];

async function callOrThrow(deps: Deps, companyId: number, callId: number) {
  const call = await q.findCompanyCall(deps.sql, companyId, callId);
  if (!call) throw new AppError('NOT_FOUND');
  return call;
}

function questionLabels(call: q.ProjectCallRow, language: Language) {
  return projectCallQuestions(presentProjectCall(call)).map((item) => ({
    key: item.key,
    label: item.label ?? label(language, 'project-calls', 'mandatory_questions', item.key),
  }));
}

async function file(sheet: string, headers: string[], columns: Column[], rows: Row[], format: ExportFormat, stem: string): Promise<ExportFile> {
  const body = format === 'xlsx' ? await toXlsx(sheet, headers, columns, rows) : toCsv(headers, columns, rows);
  return { fileName: `${stem}.${format}`, contentType: CONTENT_TYPES[format], body };
}

/** One row per submitted project: who, its state, its votes, then one column per question with its answer. */
export async function exportProjectCallProjects(deps: Deps, companyId: number, callId: number, format: ExportFormat, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const call = await callOrThrow(deps, companyId, callId);
  const projects = await q.listSubmittedProjects(deps.sql, companyId, callId);
  const questions = questionLabels(call, language);
  const words = exportTexts(language);
  const columns = [...PROJECT_COLUMNS, ...questions.map((question, index) => ({ key: `question_${index}`, width: 40 }))];
  const headers = [...PROJECT_COLUMNS.map((column) => words.columns[column.key] ?? column.key), ...questions.map((question) => question.label)];
  const rows: Row[] = projects
    .sort((a, b) => b.voteCount - a.voteCount || a.id - b.id)
    .map((project) => {
      const answers = new Map(project.answers.map((answer) => [answer.key, answer.answer]));
      return {
        association_name: project.associationName,
        holder_name: project.holderName,
        holder_email: project.holderEmail,
        user_role: project.userRole,
        website: project.website ?? '',
        tagline: project.tagline ?? '',
        video_url: project.videoUrl ?? '',
        state: label(language, 'project-calls', 'project_states', project.state),
        votes: project.voteCount,
        submitted_at: project.submittedAt ? formatParisDateTime(project.submittedAt) : '',
        ...Object.fromEntries(questions.map((question, index) => [`question_${index}`, answers.get(question.key) ?? ''])),
      };
    });
  return file(words.projects_sheet, headers, columns, rows, format, `appel-a-projets-${call.id}-projets`);
}

/** One row per answer of a submitted project, in the order of the questionnaire. */
export async function exportProjectCallAnswers(deps: Deps, companyId: number, callId: number, format: ExportFormat, language: Language = DEFAULT_LANGUAGE): Promise<ExportFile> {
  const call = await callOrThrow(deps, companyId, callId);
  const projects = await q.listSubmittedProjects(deps.sql, companyId, callId);
  const questions = questionLabels(call, language);
  const words = exportTexts(language);
  const rows: Row[] = projects.flatMap((project) => {
    const answers = new Map(project.answers.map((answer) => [answer.key, answer.answer]));
    return questions
      .filter((question) => answers.has(question.key))
      .map((question) => ({
        association_name: project.associationName,
        holder_email: project.holderEmail,
        question: question.label,
        answer: answers.get(question.key)!,
        submitted_at: project.submittedAt ? formatParisDateTime(project.submittedAt) : '',
      }));
  });
  const headers = ANSWER_COLUMNS.map((column) => words.columns[column.key] ?? column.key);
  return file(words.answers_sheet, headers, ANSWER_COLUMNS, rows, format, `appel-a-projets-${call.id}-reponses`);
}
