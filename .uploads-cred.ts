import { dynamoDocumentClient } from '@shared/adapters/aws-clients.js';
process.env.AWS_REGION='us-east-1'; process.env.AWS_ACCESS_KEY_ID='A'; process.env.AWS_SECRET_ACCESS_KEY='B';
const c = dynamoDocumentClient();
const cfg = c.config;
console.log(typeof cfg.credentials, typeof cfg.region);
console.log(await cfg.credentials(), await cfg.region());
