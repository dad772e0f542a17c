-- The director's own actions in a tournament's log (a withdrawal for absences or for not checking
-- in, a round paired again or kept) said `server`, which is also a possible user name: they now
-- say `(director)`, which no user name can be, and each face words the director in its language.
UPDATE tournament_audit SET by_user = '(director)' WHERE by_user = 'server';
