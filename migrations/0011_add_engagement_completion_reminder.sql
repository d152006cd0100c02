-- The job that reminds an employee to complete a confirmed engagement whose dates are over
-- (issue 6 jobs): it mails once, and remembers it here.
alter table engagements add column completion_reminded_at timestamptz;

create index engagements_completion_reminder_idx on engagements (state) where state = 'validated' and completion_reminded_at is null;
