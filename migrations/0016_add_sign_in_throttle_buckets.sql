-- Sign-in throttling (docs/decisions/004-sign-in-throttling.md): failed sign-ins are also counted per client
-- address (password spraying: many addresses from one client) and per known device (a browser that signed in
-- to the address before, which the address's own wait does not hold back).
alter table auth_attempts drop constraint auth_attempts_bucket_check;
alter table auth_attempts add constraint auth_attempts_bucket_check
  check (bucket in ('sign_in_failure', 'sign_in_failure_client', 'sign_in_failure_device', 'code_sent', 'code_check_failure'));
