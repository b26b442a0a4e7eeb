-- TBO numbers ChangeRequestStatus from NotSet 0 and Unassigned 1, so Completed is 4 and Rejected 5
-- (decision 0069); ours started Unassigned at 0. Each stored request is renumbered by the name it was
-- recorded with (status_text, what staff read), so what anyone sees and what was paid stay as they are.
UPDATE "change_requests" SET "status" = CASE "status_text"
  WHEN 'Unassigned' THEN 1
  WHEN 'Assigned' THEN 2
  WHEN 'Acknowledged' THEN 3
  WHEN 'Completed' THEN 4
  WHEN 'Rejected' THEN 5
  WHEN 'Closed' THEN 6
  WHEN 'Pending' THEN 7
  WHEN 'Other' THEN 8
END
WHERE "status_text" IN ('Unassigned', 'Assigned', 'Acknowledged', 'Completed', 'Rejected', 'Closed', 'Pending', 'Other');
