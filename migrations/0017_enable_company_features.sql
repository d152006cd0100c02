-- Feature gating (spec §6) now reads `enabled_features`: a company switches a feature off by leaving it out. A company
-- is created with every feature on (what its plans allow still limits them), and the companies created before gating
-- keep every feature they had in use.
alter table companies alter column enabled_features
  set default array['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'intermission', 'self_registration'];
update companies
  set enabled_features = array['missions', 'credits', 'manager_validation', 'quests', 'challenges', 'programs', 'highlights', 'project_calls', 'team_building', 'tax_exemption', 'intermission', 'self_registration']
  where enabled_features = '{}';
